import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { patchPatientRow } from '../../patients/patchPatientRow.ts';

/** `PATCH /api/user/patient/{id}/patientType`: marks a client as a demo client or a regular one. */
export function registerPatientsSetType(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsSetType, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    const row = await patchPatientRow(
      db,
      scope,
      params.patientId,
      { isDemo: body.isDemoPatient },
      'client_type_set',
      now(),
    );
    return { patientId: row.id, isDemoPatient: row.isDemo };
  });
}

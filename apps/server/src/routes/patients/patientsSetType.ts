import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { setPatientSetting } from '../../patients/setPatientSetting.ts';

/**
 * `PATCH /api/user/patient/{id}/patientType`: marks a client as a demo client or a regular one, based on the client's
 * version; answers the next one.
 */
export function registerPatientsSetType(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsSetType, async ({ params, body }, context) => {
    const row = await setPatientSetting(context, params.patientId, {
      values: { isDemo: body.isDemoPatient },
      baseVersion: body.version,
      action: 'client_type_set',
    });
    return { patientId: row.id, isDemoPatient: row.isDemo, version: row.version };
  });
}

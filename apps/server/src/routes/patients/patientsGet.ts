import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { readPatient } from '../../patients/readPatient.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';

/** `GET /api/user/patient/{id}`: one client of the selected organization in full (404 for any other). */
export function registerPatientsGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsGet, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const row = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const patient = await readPatient(db, row);
    await recordPatientAudit(db, scope, 'client_read', row.id);
    return patient;
  });
}

import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { saveDiagnosisChanges } from '../../patients/saveDiagnosisChanges.ts';

/** `PATCH /api/user/patient/{id}/diagnosis`: adds, reorders or removes a client's diagnoses; answers the saved list. */
export function registerDiagnosesUpdate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.diagnosesUpdate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    return { patientProperties: await saveDiagnosisChanges(db, scope, params.patientId, body, now()) };
  });
}

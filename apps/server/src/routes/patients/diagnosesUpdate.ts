import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { saveDiagnosisChanges } from '../../patients/saveDiagnosisChanges.ts';

/**
 * `PATCH /api/user/patient/{id}/diagnosis`: adds, reorders or removes a client's diagnoses based on the client's
 * version; answers the saved list and the next version.
 */
export function registerDiagnosesUpdate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.diagnosesUpdate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { db, now } = context.services;
    return saveDiagnosisChanges(db, scope, params.patientId, body, now());
  });
}

import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createPatientRecord } from '../../patients/createPatientRecord.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';

/**
 * `POST /api/user/patient`: creates a client in the selected organization and answers its id as `data.patient_id`,
 * with `data.version` 1, the version its first change is based on.
 */
export function registerPatientsCreate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsCreate, async ({ body }, context) => {
    const scope = getPatientScope(context);
    const created = await createPatientRecord(context.services.db, scope, body, context.services.now());
    return { data: { patient_id: created.id, version: created.version } };
  });
}

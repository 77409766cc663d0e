import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { updatePatientRecord } from '../../patients/updatePatientRecord.ts';

/** `PATCH /api/user/patient/{id}`: a super admin sets the start or end date of a client's active period. */
export function registerPatientsPatchActivePeriod(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsPatchActivePeriod, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { start_date, end_date } = body.patientData;
    return updatePatientRecord(
      context.services.db,
      scope,
      params.patientId,
      {
        baseVersion: body.version,
        details: {
          ...(start_date === undefined ? {} : { start_date }),
          ...(end_date === undefined ? {} : { end_date }),
        },
        detailsPath: 'patientData',
        action: 'client_active_period_set',
      },
      context.services.now(),
    );
  });
}

import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { updatePatientRecord } from '../../patients/updatePatientRecord.ts';

/**
 * `PUT /api/user/patient/{id}`: saves the client-details form based on the client's version (409 when it changed).
 * Empty values are stored as null, phones follow the removal marker, the schedule is replaced; answers the saved
 * client at its next version.
 */
export function registerPatientsUpdate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsUpdate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    return updatePatientRecord(
      context.services.db,
      scope,
      params.patientId,
      {
        baseVersion: body.version,
        details: body.patientDetails,
        phones: body.patientPhones,
        schedule: body.patientSchedule,
        frequency: body.patientSchedulerFrequency,
        detailsPath: 'patientDetails',
        action: 'client_updated',
      },
      context.services.now(),
    );
  });
}

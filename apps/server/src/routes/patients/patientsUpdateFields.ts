import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { PATIENT_DETAIL_COLUMNS, type PatientDetailField } from '../../patients/toPatientDetailColumns.ts';
import { updatePatientRecord } from '../../patients/updatePatientRecord.ts';

/**
 * `PATCH /api/user/patient/{id}/updatePatientFields`: changes the named detail fields only. Only the client details
 * of the allow-list can be written (the schema drops anything else); the active period stays a super admin's.
 */
export function registerPatientsUpdateFields(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.patientsUpdateFields, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    if (body.patientId !== params.patientId)
      throw createValidationError([{ path: 'patientId', message: 'Must be the client of the address' }]);
    const details = Object.fromEntries(
      Object.entries(body.updateParams).filter(
        ([field, value]) => value !== undefined && Object.hasOwn(PATIENT_DETAIL_COLUMNS, field as PatientDetailField),
      ),
    );
    if (Object.keys(details).length === 0)
      throw createValidationError([{ path: 'updateParams', message: 'Name at least one field to change' }]);
    return updatePatientRecord(
      context.services.db,
      scope,
      params.patientId,
      { baseVersion: body.version, details, detailsPath: 'updateParams', action: 'client_fields_updated' },
      context.services.now(),
    );
  });
}

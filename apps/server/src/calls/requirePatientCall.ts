import type { Db } from '../db/openDatabase.ts';
import { type PatientRow, requireOrganizationPatient } from '../patients/requireOrganizationPatient.ts';
import { type CallRow, requireOrganizationCall } from './requireOrganizationCall.ts';

/**
 * The client and one of its calls named by a route's `{patientId}/call/{callId}` path, both scoped to the
 * organization: 404 `NOT_FOUND` for a client or call of another organization, or a call of another client. The
 * client is looked up first so that its 404 wins over the call's. `forUpdate` locks the call row (not the client's)
 * for the rest of the transaction.
 */
export async function requirePatientCall(
  db: Db,
  organizationId: number,
  params: { patientId: number; callId: number },
  options: { forUpdate?: boolean } = {},
): Promise<{ patient: PatientRow; call: CallRow }> {
  const patient = await requireOrganizationPatient(db, organizationId, params.patientId);
  const call = await requireOrganizationCall(
    db,
    { organizationId, patientId: patient.id, callId: params.callId },
    options,
  );
  return { patient, call };
}

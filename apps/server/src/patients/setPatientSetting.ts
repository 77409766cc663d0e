import type { EndpointContext } from '../http/registerEndpoint.ts';
import { getPatientScope } from './PatientScope.ts';
import { type PatientSettingChange, patchPatientRow } from './patchPatientRow.ts';
import type { PatientRow } from './requireOrganizationPatient.ts';

/**
 * Sets one setting of a client for the caller of a single-setting route (type, transcription, frequency), scoped to the
 * caller's organization and stamped with the request's time, so each route only maps its own body and answer.
 */
export async function setPatientSetting(
  context: EndpointContext,
  patientId: number,
  change: PatientSettingChange,
): Promise<PatientRow> {
  const scope = getPatientScope(context);
  const { db, now } = context.services;
  return patchPatientRow(db, scope, patientId, change, now());
}

import { recordAudit } from '../audit/recordAudit.ts';
import type { Db } from '../db/openDatabase.ts';
import type { PatientScope } from './PatientScope.ts';

/**
 * The audit actions of client data, one per kind of read or change, spelled like the other audit actions
 * (`client_read`, `client_created`, `client_updated` are shared names).
 */
export type PatientAuditAction =
  | 'client_list_read'
  | 'client_read'
  | 'client_created'
  | 'client_updated'
  | 'client_fields_updated'
  | 'client_active_period_set'
  | 'client_type_set'
  | 'client_transcription_set'
  | 'client_frequency_set'
  | 'client_tag_added'
  | 'client_tag_updated'
  | 'client_tag_removed'
  | 'client_diagnoses_read'
  | 'client_diagnoses_updated'
  | 'client_diagnoses_searched';

/**
 * Records who read or changed which client's data in which organization (the audit log stamps the time). Callers pass
 * field names and counts in `detail`, never the values, so the log holds no health data.
 */
export async function recordPatientAudit(
  db: Db,
  scope: PatientScope,
  action: PatientAuditAction,
  patientId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await recordAudit(db, {
    userId: scope.userId,
    action,
    organizationId: scope.organizationId,
    clientId: patientId,
    detail,
  });
}

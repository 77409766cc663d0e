import type { Db } from '../db/openDatabase.ts';
import { withTransaction } from '../db/withTransaction.ts';
import type { PatientScope } from './PatientScope.ts';
import { type PatientAuditAction, recordPatientAudit } from './recordPatientAudit.ts';
import type { PatientRow } from './requireOrganizationPatient.ts';
import { requirePatientAtVersion } from './requirePatientAtVersion.ts';
import { stampPatientChange } from './stampPatientChange.ts';

/** The client columns the single-setting routes change (type, transcription, frequency). */
export type PatientSettingColumns = Partial<Pick<PatientRow, 'isDemo' | 'isCallTranscriptionOn' | 'daysFrequency'>>;

/** One setting change of a client, and the client's version it is based on. */
export interface PatientSettingChange {
  values: PatientSettingColumns;
  baseVersion: number;
  action: PatientAuditAction;
}

/**
 * Sets one of a client's settings (demo type, transcription, frequency) when the client is in the caller's
 * organization (404 otherwise) and still at the base version (409 otherwise), with its audit entry in the same
 * transaction. Returns the saved row at its next version.
 */
export async function patchPatientRow(
  db: Db,
  scope: PatientScope,
  patientId: number,
  change: PatientSettingChange,
  now: Date,
): Promise<PatientRow> {
  return withTransaction(db, async (tx) => {
    const current = await requirePatientAtVersion(tx, scope.organizationId, patientId, change.baseVersion);
    const updated = await stampPatientChange(tx, { row: current, userId: scope.userId, now }, change.values);
    await recordPatientAudit(tx, scope, change.action, current.id, { ...change.values });
    return updated;
  });
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patients } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import type { PatientScope } from './PatientScope.ts';
import { type PatientAuditAction, recordPatientAudit } from './recordPatientAudit.ts';
import { type PatientRow, requireOrganizationPatient } from './requireOrganizationPatient.ts';

/** The client columns the single-setting routes change (type, transcription, frequency). */
export type PatientSettingColumns = Partial<Pick<PatientRow, 'isDemo' | 'isCallTranscriptionOn' | 'daysFrequency'>>;

/**
 * Sets one of a client's settings (demo type, transcription, frequency) when the client is in the caller's
 * organization (404 otherwise), with its audit entry in the same transaction. Returns the saved row.
 */
export async function patchPatientRow(
  db: Db,
  scope: PatientScope,
  patientId: number,
  values: PatientSettingColumns,
  action: PatientAuditAction,
  now: Date,
): Promise<PatientRow> {
  return withTransaction(db, async (tx) => {
    const current = await requireOrganizationPatient(tx, scope.organizationId, patientId, { forUpdate: true });
    const [updated] = await tx
      .update(patients)
      .set({ ...values, updatedAt: now })
      .where(eq(patients.id, current.id))
      .returning();
    if (!updated) throw new Error('updating a client returned no row');
    await recordPatientAudit(tx, scope, action, current.id, { ...values });
    return updated;
  });
}

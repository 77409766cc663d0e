import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patients } from '../db/schema/index.ts';
import { enqueueBotCallPlanning } from '../schedules/planBotCalls.ts';
import type { PatientRow } from './requireOrganizationPatient.ts';
import type { PatientDetailColumns } from './toPatientDetailColumns.ts';

/** Client columns a change may set along with its new version: details and the single settings. */
export type PatientChangeColumns = PatientDetailColumns &
  Partial<Pick<PatientRow, 'isDemo' | 'isCallTranscriptionOn' | 'daysFrequency'>>;

/** The client as `requirePatientAtVersion` locked it, who changes it, and when. */
export interface PatientChangeStamp {
  row: PatientRow;
  userId: number;
  now: Date;
}

/**
 * Writes a change of a client locked by `requirePatientAtVersion` as its next version, stamped with who made it and
 * when. Every write of the client or of what is saved with it (phones, schedule, tags, diagnoses) goes through here,
 * so each one moves the version on and queues a new plan of the client's bot calls. The statement compares the version again, so it can never apply twice to one base.
 */
export async function stampPatientChange(
  tx: Db,
  stamp: PatientChangeStamp,
  columns: PatientChangeColumns = {},
): Promise<PatientRow> {
  const [updated] = await tx
    .update(patients)
    .set({ ...columns, version: sql`${patients.version} + 1`, updatedBy: stamp.userId, updatedAt: stamp.now })
    .where(and(eq(patients.id, stamp.row.id), eq(patients.version, stamp.row.version)))
    .returning();
  if (!updated) throw new Error(`client ${stamp.row.id} left version ${stamp.row.version} while locked`);
  // Schedule, frequency, consent and active period decide the client's bot calls: plan them again after a change.
  await enqueueBotCallPlanning(tx, updated.id, stamp.now);
  return updated;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientSchedules } from '../db/schema/index.ts';

/** A weekly call slot as create and update send it. */
export interface ScheduleSlotInput {
  day_of_week: number;
  time: string;
  timezone: string;
}

/**
 * Makes a client's weekly schedule exactly the given slots: the form always sends the whole schedule, and one slot per
 * day is already guaranteed by the contract's schema (and the table's unique index).
 */
export async function replacePatientSchedule(
  db: Db,
  patientId: number,
  slots: readonly ScheduleSlotInput[],
): Promise<void> {
  await db.delete(patientSchedules).where(eq(patientSchedules.patientId, patientId));
  if (slots.length === 0) return;
  await db
    .insert(patientSchedules)
    .values(
      slots.map((slot) => ({ patientId, dayOfWeek: slot.day_of_week, time: slot.time, timezone: slot.timezone })),
    );
}

import { SCHEDULER_CALL_LANGUAGES } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { schedulerShifts, users } from '../db/schema/index.ts';
import { getDayOfWeek, parseTimeOfDay, wallClockToInstant } from '../time/zonedTime.ts';

/** A stretch of time an agent works, as instants. */
export interface ShiftInterval {
  start: Date;
  end: Date;
}

/** The call languages an agent with no recorded additional language speaks. */
export const DEFAULT_AGENT_LANGUAGES: readonly string[] = ['en-US'];

/** The client languages the scheduler knows; other entries of a user's additional languages are ignored. */
const CALL_LANGUAGES = new Set(SCHEDULER_CALL_LANGUAGES);

/**
 * The languages an agent takes calls in: their recorded additional languages (English when none), narrowed to the
 * `userLanguage` query when the portal sends one (comma-joined); a query never adds a language the user lacks.
 */
export function getAgentLanguages(recorded: readonly string[], query: string | undefined): string[] {
  const known = recorded.filter((language) => CALL_LANGUAGES.has(language));
  const spoken = known.length > 0 ? known : [...DEFAULT_AGENT_LANGUAGES];
  if (!query) return spoken;
  const asked = new Set(
    query
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return spoken.filter((language) => asked.has(language));
}

/** The user's recorded additional languages and their shifts on the organization's day, in one read. */
export async function readAgent(
  db: Db,
  organizationId: number,
  userId: number,
  date: string,
  timeZone: string,
): Promise<{ languages: string[]; shifts: ShiftInterval[] }> {
  const rows = await db
    .select({
      languages: users.additionalLanguages,
      startTime: schedulerShifts.startTime,
      endTime: schedulerShifts.endTime,
    })
    .from(users)
    .leftJoin(
      schedulerShifts,
      and(
        eq(schedulerShifts.userId, users.id),
        eq(schedulerShifts.organizationId, organizationId),
        eq(schedulerShifts.dayOfWeek, getDayOfWeek(date)),
      ),
    )
    .where(eq(users.id, userId));
  const shiftRows = rows.flatMap((row) =>
    row.startTime !== null && row.endTime !== null ? [{ startTime: row.startTime, endTime: row.endTime }] : [],
  );
  return { languages: rows[0]?.languages ?? [], shifts: toShiftIntervals(shiftRows, date, timeZone) };
}

/** Shift rows of one day as instants, in order of start. */
export function toShiftIntervals(
  rows: readonly { startTime: string; endTime: string }[],
  date: string,
  timeZone: string,
): ShiftInterval[] {
  return rows
    .map((row) => ({
      start: wallClockToInstant(date, parseTimeOfDay(row.startTime), timeZone),
      end: wallClockToInstant(date, parseTimeOfDay(row.endTime), timeZone),
    }))
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether `now` lies in one of the intervals. */
export function isInShift(intervals: readonly ShiftInterval[], now: Date): boolean {
  return intervals.some((interval) => interval.start <= now && now < interval.end);
}

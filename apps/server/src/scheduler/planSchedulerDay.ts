import {
  addDays,
  getDayBounds,
  getDayOfWeek,
  getEpochDay,
  parseTimeOfDay,
  wallClockToInstant,
} from '../time/zonedTime.ts';

/** How long a client's call window lasts from the slot's start: the client details show the slot as start + 2 h. */
export const CALL_WINDOW_MS = 2 * 3_600_000;

const DAY_MS = 86_400_000;

/** A client as the planner needs it. */
export interface PlannerClient {
  id: number;
  /** `en-US`, `es-US`, or null / `none` when any agent may call. */
  language: string | null;
  /** 1 (weekly, one call per slot), 14, 21 or 28; null is weekly. */
  daysFrequency: number | null;
  slots: readonly { dayOfWeek: number; time: string; timezone: string }[];
  /** The active period, `YYYY-MM-DD` in the slot's zone; null ends are open. */
  startDate: string | null;
  endDate: string | null;
  /** Consent declined: never called. */
  declined: boolean;
  /** The date its rhythm counts from (its start date, else the day it was created). */
  anchorDate: string;
  lastCallAt: Date | null;
  createdAt: Date;
}

/** One call due on the planned day. */
export interface PlannedCall {
  patientId: number;
  dueAt: Date;
  windowEnd: Date;
  language: string | null;
  overdue: boolean;
  lastCallAt: Date | null;
}

/** The client's language as the scheduler matches it: null when it has none. */
export function getCallLanguage(language: string | null): string | null {
  return language && language !== 'none' ? language : null;
}

/** Weeks between two dates' Sunday-started weeks. */
function getWeekIndex(date: string): number {
  // 1970-01-01 was a Thursday: shifting by 4 days puts week boundaries on Sundays.
  return Math.floor((getEpochDay(date) + 4) / 7);
}

/**
 * Whether a slot falls on `date` for a client of this frequency: weekly clients on every week, every 2, 3 or 4 weeks
 * on the weeks a whole number of periods after the week of its anchor date.
 */
export function isFrequencyWeek(date: string, anchorDate: string, daysFrequency: number | null): boolean {
  const periodWeeks = daysFrequency && daysFrequency >= 14 ? daysFrequency / 7 : 1;
  const weeks = getWeekIndex(date) - getWeekIndex(anchorDate);
  return ((weeks % periodWeeks) + periodWeeks) % periodWeeks === 0;
}

/** The longest a client may go between calls before it counts as overdue: its period, plus a day. */
function getOverdueAfterMs(daysFrequency: number | null): number {
  const days = daysFrequency && daysFrequency >= 14 ? daysFrequency : 7;
  return (days + 1) * DAY_MS;
}

/**
 * The calls due on an organization's calendar day (`date` in `timeZone`): every slot of every active client whose
 * start falls within that day, on a week its frequency calls for, within its active period, in the slot's own zone
 * (so a New York client's 09:00 is 09:00 in New York across DST). A client is overdue when its last call (or, never
 * called, its creation) is longer ago than its period plus a day.
 */
export function planSchedulerDay(date: string, timeZone: string, clients: readonly PlannerClient[]): PlannedCall[] {
  const { start, end } = getDayBounds(date, timeZone);
  const planned: PlannedCall[] = [];
  // Many clients share a zone and a slot time: each distinct instant is worked out once.
  const instants = new Map<string, Date>();
  const toInstant = (localDate: string, time: string, zone: string): Date => {
    const key = `${localDate} ${time} ${zone}`;
    let instant = instants.get(key);
    if (!instant) {
      instant = wallClockToInstant(localDate, parseTimeOfDay(time), zone);
      instants.set(key, instant);
    }
    return instant;
  };
  const candidateDates = [addDays(date, -1), date, addDays(date, 1)].map((localDate) => ({
    localDate,
    dayOfWeek: getDayOfWeek(localDate),
  }));
  for (const client of clients) {
    if (client.declined) continue;
    const language = getCallLanguage(client.language);
    // Two slots in different zones can name the same instant: the client is still called once then.
    const seen = new Set<number>();
    for (const slot of client.slots) {
      // The organization's day overlaps at most three calendar days of any zone.
      for (const { localDate, dayOfWeek } of candidateDates) {
        if (dayOfWeek !== slot.dayOfWeek) continue;
        if (client.startDate && localDate < client.startDate) continue;
        if (client.endDate && localDate > client.endDate) continue;
        if (!isFrequencyWeek(localDate, client.anchorDate, client.daysFrequency)) continue;
        const dueAt = toInstant(localDate, slot.time, slot.timezone);
        if (dueAt < start || dueAt >= end || seen.has(dueAt.getTime())) continue;
        seen.add(dueAt.getTime());
        const since = (client.lastCallAt ?? client.createdAt).getTime();
        planned.push({
          patientId: client.id,
          dueAt,
          windowEnd: new Date(dueAt.getTime() + CALL_WINDOW_MS),
          language,
          overdue: dueAt.getTime() - since > getOverdueAfterMs(client.daysFrequency),
          lastCallAt: client.lastCallAt,
        });
      }
    }
  }
  return planned;
}

/**
 * The order agents are offered due calls in: overdue clients first, then the earlier slot, then the client waiting
 * longest since its last call (never called first), then the lower id so the order is total.
 */
export function compareCallPriority(
  a: Pick<PlannedCall, 'overdue' | 'dueAt' | 'lastCallAt' | 'patientId'>,
  b: Pick<PlannedCall, 'overdue' | 'dueAt' | 'lastCallAt' | 'patientId'>,
): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.dueAt.getTime() !== b.dueAt.getTime()) return a.dueAt.getTime() - b.dueAt.getTime();
  const aLast = a.lastCallAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bLast = b.lastCallAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (aLast !== bLast) return aLast < bLast ? -1 : 1;
  return a.patientId - b.patientId;
}

import { type CallRuleFacts, judgeCallRules } from '../botCalls/findCallBlock.ts';
import {
  addDays,
  getDayOfWeek,
  getEpochDay,
  getWallClock,
  parseTimeOfDay,
  wallClockToInstant,
} from '../time/zonedTime.ts';

/** A weekly slot of a client's call schedule. */
export interface ScheduleSlot {
  /** 1 Sunday to 7 Saturday. */
  dayOfWeek: number;
  /** `HH:mm`, wall clock in `timezone`. */
  time: string;
  timezone: string;
}

/** One call a schedule asks for. */
export interface ScheduleOccurrence {
  dueAt: Date;
  /** `YYYY-MM-DDTHH:mm`, the wall clock asked for. */
  localTime: string;
  timezone: string;
}

export interface PlanScheduleInput {
  slots: readonly ScheduleSlot[];
  /** 1 (every week), 14, 21 or 28 days; null is every week. */
  daysFrequency: number | null;
  /** The date whose week is the schedule's first calling week (`YYYY-MM-DD`). */
  anchorDate: string;
  /** The window planned: `from` included, `to` excluded. */
  from: Date;
  to: Date;
  rules: CallRuleFacts;
}

/** The Sunday that starts a date's week, as a day number. */
function weekStart(date: string): number {
  return getEpochDay(date) - (getDayOfWeek(date) - 1);
}

/**
 * The calls a client's schedule asks for within a window, in time order. Each slot calls on its day of the week at
 * its wall-clock time in its zone (daylight-saving changes keep the local time; see `wallClockToInstant`). With a
 * frequency of 14, 21 or 28 days only every 2nd, 3rd or 4th week calls, counted in whole weeks (Sunday to Saturday)
 * from the anchor date's week, so the calling weeks stay fixed whatever window is planned. No call is planned for a
 * client who declined consent or outside their active period (judged on the call's date in the slot's zone).
 */
export function planScheduleOccurrences(input: PlanScheduleInput): ScheduleOccurrence[] {
  const everyWeeks = input.daysFrequency !== null && input.daysFrequency >= 14 ? input.daysFrequency / 7 : 1;
  const anchorWeek = weekStart(input.anchorDate);
  const found: ScheduleOccurrence[] = [];
  for (const slot of input.slots) {
    const firstDay = getEpochDay(getWallClock(input.from, slot.timezone).date) - 1;
    const lastDay = getEpochDay(getWallClock(input.to, slot.timezone).date) + 1;
    for (let day = firstDay; day <= lastDay; day += 1) {
      const date = addDays('1970-01-01', day);
      if (getDayOfWeek(date) !== slot.dayOfWeek) continue;
      const weeks = Math.round((weekStart(date) - anchorWeek) / 7);
      if (((weeks % everyWeeks) + everyWeeks) % everyWeeks !== 0) continue;
      const dueAt = wallClockToInstant(date, parseTimeOfDay(slot.time), slot.timezone);
      if (dueAt < input.from || dueAt >= input.to) continue;
      if (judgeCallRules(input.rules, dueAt, slot.timezone) !== null) continue;
      found.push({ dueAt, localTime: `${date}T${slot.time}`, timezone: slot.timezone });
    }
  }
  return found.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

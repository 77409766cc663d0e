import { VALIDATION_MESSAGES } from '@carecall/api-client';
import type { ScheduleFormValue } from './clientFormValues.ts';

/** Days of the week as schedules number them, 1 Sunday to 7 Saturday. */
export const DAYS_OF_WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** The time a new schedule starts at. */
export const DEFAULT_SCHEDULE_TIME = '09:00';

/** How long a call slot lasts; the end is shown, never edited. */
export const SCHEDULE_SLOT_HOURS = 2;

/** The message when every day already has a schedule. */
export const ALL_DAYS_USED_MESSAGE = 'choose all possible days';

/** The zones a schedule can be in. */
export const SCHEDULE_TIME_ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'America/Chicago',
  'America/Denver',
  'Asia/Jerusalem',
  'US/Eastern',
  'Asia/Tokyo',
  'Pacific/Honolulu',
] as const;

/** Start times in 30-minute steps, 00:00 to 23:30. */
export const SCHEDULE_START_TIMES: readonly string[] = Array.from({ length: 48 }, (_, step) => {
  const hours = String(Math.floor(step / 2)).padStart(2, '0');
  return `${hours}:${step % 2 === 0 ? '00' : '30'}`;
});

/** The end shown next to a start: two hours later, wrapping past midnight. */
export function getScheduleEndTime(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  const total = (hours * 60 + minutes + SCHEDULE_SLOT_HOURS * 60) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The outcome of adding a schedule: the new list, or the reason it was refused. */
export type AddScheduleResult = { ok: true; schedules: ScheduleFormValue[] } | { ok: false; message: string };

/**
 * Adds a schedule at 09:00 on the first day without one; refused with 'choose all possible days' when all
 * seven are taken, since a day holds one schedule.
 */
export function addSchedule(schedules: readonly ScheduleFormValue[], timezone: string): AddScheduleResult {
  const used = new Set(schedules.map((item) => item.day_of_week));
  const day = DAYS_OF_WEEK.find((candidate) => !used.has(candidate));
  if (day === undefined) return { ok: false, message: ALL_DAYS_USED_MESSAGE };
  return { ok: true, schedules: [...schedules, { day_of_week: day, time: DEFAULT_SCHEDULE_TIME, timezone }] };
}

/** The message per schedule row whose day another row already has ('choose one schedule per day'). */
export function validateSchedules(schedules: readonly ScheduleFormValue[]): Record<number, string> {
  const errors: Record<number, string> = {};
  const seen = new Set<number>();
  schedules.forEach((item, index) => {
    if (seen.has(item.day_of_week)) errors[index] = VALIDATION_MESSAGES.oneSchedulePerDay;
    seen.add(item.day_of_week);
  });
  return errors;
}

/** The zone a new schedule starts in: the organization's when the list offers it, else the list's first. */
export function getDefaultScheduleZone(organizationZone: string | null | undefined): string {
  return SCHEDULE_TIME_ZONES.find((zone) => zone === organizationZone) ?? SCHEDULE_TIME_ZONES[0];
}

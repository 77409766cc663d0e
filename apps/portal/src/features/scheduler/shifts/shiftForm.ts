import { type SchedulerShift, schedulerShiftListSchema, timeOfDaySchema } from '@carecall/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The days of the week as the shifts number them: 1 Sunday to 7 Saturday. */
export const SHIFT_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What the shift form holds: the agent's week, one row per shift, in the organization's time zone. */
export interface ShiftFormValues {
  shifts: SchedulerShift[];
}

/** The contract's own rules of a week (times, end after start, no overlap within a day), so the form and server agree. */
export const shiftFormSchema = z.object({ shifts: schedulerShiftListSchema });

/** react-hook-form's resolver for the week. */
export const shiftFormResolver = zodResolver(shiftFormSchema) as unknown as Resolver<
  ShiftFormValues,
  unknown,
  ShiftFormValues
>;

/** A new shift for the form: the first day of the week without one (else Monday), 09:00 to 17:00. */
export function createShift(existing: readonly SchedulerShift[]): SchedulerShift {
  const free = SHIFT_DAYS.find((day) => day !== 1 && day !== 7 && !existing.some((shift) => shift.day_of_week === day));
  return { day_of_week: free ?? 2, start_time: '09:00', end_time: '17:00' };
}

/** The week in a stable order: by day, then start. */
export function sortShifts(shifts: readonly SchedulerShift[]): SchedulerShift[] {
  return [...shifts].sort((a, b) => a.day_of_week - b.day_of_week || a.start_time.localeCompare(b.start_time));
}

/** Minutes since midnight of `HH:mm` (`24:00` is 1440). */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The instant a shift next starts (on its weekday on or after `now`, on the wall clock of `zone`), so the form can
 * tell the admin when that is on their own clock; null while the time is not a complete `HH:mm`. dayjs numbers the
 * days from 0 (Sunday), the shifts from 1.
 */
export function nextShiftStart(
  shift: Pick<SchedulerShift, 'day_of_week' | 'start_time'>,
  zone: string,
  now: Date,
): Date | null {
  if (!timeOfDaySchema.safeParse(shift.start_time).success) return null;
  const today = dayjs(now).tz(zone);
  const ahead = (shift.day_of_week - 1 - today.day() + 7) % 7;
  const date = today.add(ahead, 'day').format('YYYY-MM-DD');
  const start = dayjs.tz(`${date} ${shift.start_time}`, zone);
  return start.isValid() ? start.toDate() : null;
}

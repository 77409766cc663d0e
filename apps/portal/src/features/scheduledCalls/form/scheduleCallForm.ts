import { type NewScheduledCall, newScheduledCallSchema } from '@carecall/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the "Schedule a call" form holds while it is filled in: nothing chosen is null or an empty text. */
export interface ScheduleCallFormValues {
  phone_number_id: number | null;
  /** `YYYY-MM-DD`, in {@link ScheduleCallFormValues.timezone}. */
  call_date: string;
  /** `HH:mm`, in {@link ScheduleCallFormValues.timezone}. */
  call_time: string;
  questionnaire_id: number | null;
  timezone: string;
}

/** A choice not made yet reads as missing, so the contract's own messages ('Please select call date', …) apply. */
function blankToMissing(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

const { shape } = newScheduledCallSchema;

/** The contract's schema of a new scheduled call, field by field, with unmade choices read as missing. */
export const scheduleCallFormSchema = z.object({
  phone_number_id: z.preprocess(blankToMissing, shape.phone_number_id),
  call_date: z.preprocess(blankToMissing, shape.call_date),
  call_time: z.preprocess(blankToMissing, shape.call_time),
  questionnaire_id: z.preprocess(blankToMissing, shape.questionnaire_id),
  timezone: z.preprocess(blankToMissing, shape.timezone),
});

/** react-hook-form's resolver for the form: the values in, the contract's request body out. */
export const scheduleCallResolver = zodResolver(scheduleCallFormSchema) as unknown as Resolver<
  ScheduleCallFormValues,
  unknown,
  NewScheduledCall
>;

/** An empty form: nothing is preselected, so no call goes to a number or with a questionnaire nobody chose. */
export function createScheduleCallFormValues(timeZone: string): ScheduleCallFormValues {
  return { phone_number_id: null, call_date: '', call_time: '', questionnaire_id: null, timezone: timeZone };
}

type WallClock = Pick<NewScheduledCall, 'call_date' | 'call_time' | 'timezone'>;

/** The instant a date and time on the wall clock of a zone stand for; null when either is incomplete. */
export function toInstant(call: WallClock): Date | null {
  if (!shape.call_date.safeParse(call.call_date).success || !shape.call_time.safeParse(call.call_time).success)
    return null;
  const due = dayjs.tz(`${call.call_date} ${call.call_time}`, 'YYYY-MM-DD HH:mm', call.timezone);
  return due.isValid() ? due.toDate() : null;
}

/** Whether a date and time on the wall clock of a zone lie after `now` (the server refuses any other). */
export function liesAhead(call: WallClock, now: Date): boolean {
  const due = toInstant(call);
  return due !== null && due.getTime() > now.getTime();
}

/** Today's date in a zone, `YYYY-MM-DD`: the earliest day the date field offers. */
export function todayIn(timeZone: string, now: Date): string {
  return dayjs(now).tz(timeZone).format('YYYY-MM-DD');
}

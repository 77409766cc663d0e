import { z } from 'zod';
import { timeOfDaySchema } from './dateString.ts';
import { idSchema } from './id.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** A call the scheduler reserved for an operator. */
export const scheduledCallSchema = z.looseObject({
  id: idSchema,
  organization_id: idSchema,
  patient_id: idSchema,
  questionnaire_id: idSchema,
  batch_id: z.string().nullable(),
  phone_number_id: idSchema.nullable(),
  /** The client's name, for the bar's "next client" offer; sent only to the agent holding the reservation. */
  patient_first_name: z.string().optional(),
  patient_last_name: z.string().optional(),
  /** When the client's slot started and when the reservation lapses (UTC ISO). */
  due_at: z.string().optional(),
  expires_at: z.string().optional(),
});
export type ScheduledCall = z.infer<typeof scheduledCallSchema>;

/** When the scheduler's next call is due, and whether it is due now. */
export const nextCallInfoSchema = z.looseObject({
  next_call_timedate_utc: z.string().nullable(),
  shouldInvokeCall: z.boolean(),
});
export type NextCallInfo = z.infer<typeof nextCallInfoSchema>;

/** The operator's day: no shift, a shift later today, or in a shift now. */
export const scheduleOutlookTypeSchema = z.enum(['noShift', 'todayShift', 'inShift']);
export type ScheduleOutlookType = z.infer<typeof scheduleOutlookTypeSchema>;

/** Today's scheduler outlook for the signed-in operator. */
export const scheduleOutlookSchema = z.looseObject({
  type: scheduleOutlookTypeSchema,
  scheduledPatients: z.number().int().nonnegative(),
  totalOperators: z.number().int().nonnegative(),
  userPatients: z.number().int().nonnegative(),
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
});
export type ScheduleOutlook = z.infer<typeof scheduleOutlookSchema>;

/** A reason an agent gives for passing over the client the scheduler offered. */
export const schedulerSkipReasonSchema = z.enum(['client_unavailable', 'needs_other_agent', 'agent_break', 'other']);
export type SchedulerSkipReason = z.infer<typeof schedulerSkipReasonSchema>;

/** Wall-clock `HH:mm`, or `24:00` for the end of the day. */
const shiftTimeSchema = z.union([timeOfDaySchema, z.literal('24:00')], { error: VALIDATION_MESSAGES.invalidTime });

/** One weekly working stretch of an agent, in the organization's time zone. */
export const schedulerShiftSchema = z
  .object({
    day_of_week: z.number().int().min(1).max(7),
    start_time: shiftTimeSchema,
    end_time: shiftTimeSchema,
  })
  .refine((shift) => shift.start_time < shift.end_time, {
    error: VALIDATION_MESSAGES.endAfterStart,
    path: ['end_time'],
  });
export type SchedulerShift = z.infer<typeof schedulerShiftSchema>;

/**
 * The index of the first shift that overlaps an earlier one of the same day in the list (stretches that only touch,
 * 09:00–12:00 and 12:00–17:00, do not overlap), or -1 when none does. One agent cannot work two shifts at once.
 */
export function findOverlappingShift(shifts: readonly SchedulerShift[]): number {
  for (let index = 0; index < shifts.length; index += 1) {
    const shift = shifts[index];
    if (!shift) continue;
    for (let earlier = 0; earlier < index; earlier += 1) {
      const other = shifts[earlier];
      if (
        other &&
        other.day_of_week === shift.day_of_week &&
        shift.start_time < other.end_time &&
        other.start_time < shift.end_time
      )
        return index;
    }
  }
  return -1;
}

/**
 * An agent's whole week of shifts as one write: at most 28 stretches, none overlapping another of its day (400 naming
 * `shifts.{index}.start_time` of the later one).
 */
export const schedulerShiftListSchema = z
  .array(schedulerShiftSchema)
  .max(28)
  .superRefine((shifts, context) => {
    const index = findOverlappingShift(shifts);
    if (index >= 0)
      context.addIssue({
        code: 'custom',
        message: VALIDATION_MESSAGES.shiftOverlap,
        path: [index, 'start_time'],
      });
  });

/**
 * The version of an agent's week of shifts in an organization: 0 before anyone edited it, one more with every stored
 * change. A write names the version it is based on; an older one answers 409.
 */
export const schedulerShiftsVersionSchema = z.number().int().nonnegative();

/** An agent's week of shifts as the admins' shift screen reads and writes it. */
export const schedulerAgentShiftsSchema = z.looseObject({
  shifts: z.array(schedulerShiftSchema),
  version: schedulerShiftsVersionSchema,
});
export type SchedulerAgentShifts = z.infer<typeof schedulerAgentShiftsSchema>;

/** One agent of the organization on the shift screen: who, their call languages, and their week. */
export const schedulerShiftAgentSchema = z.looseObject({
  user_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  languages: z.array(z.string()),
  shifts: z.array(schedulerShiftSchema),
  version: schedulerShiftsVersionSchema,
});
export type SchedulerShiftAgent = z.infer<typeof schedulerShiftAgentSchema>;

/** Every agent of the organization with their week of shifts, and the zone the shift times are in. */
export const schedulerShiftRosterSchema = z.looseObject({
  time_zone: z.string(),
  agents: z.array(schedulerShiftAgentSchema),
});
export type SchedulerShiftRoster = z.infer<typeof schedulerShiftRosterSchema>;

/** A call of today's queue as the organization's admins see it. */
export const schedulerQueueCallSchema = z.looseObject({
  id: idSchema,
  patient_id: idSchema,
  patient_name: z.string(),
  due_at: z.string(),
  window_end: z.string(),
  language: z.string().nullable(),
  overdue: z.boolean(),
  status: z.enum(['due', 'reserved', 'executed', 'skipped', 'lapsed', 'missed']),
  user_id: idSchema.nullable(),
  skip_reason: z.string().nullable(),
});
export type SchedulerQueueCall = z.infer<typeof schedulerQueueCallSchema>;

/** An agent of today's queue: shifts, languages and what they did and may still take. */
export const schedulerQueueAgentSchema = z.looseObject({
  user_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  languages: z.array(z.string()),
  shifts: z.array(z.object({ start: z.string(), end: z.string() })),
  in_shift: z.boolean(),
  reserved: z.number().int().nonnegative(),
  executed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  /** Open calls in the agent's languages still within their window. */
  open: z.number().int().nonnegative(),
});
export type SchedulerQueueAgent = z.infer<typeof schedulerQueueAgentSchema>;

/** Today's queue of an organization. */
export const schedulerQueueSchema = z.looseObject({
  plan_day: z.string(),
  time_zone: z.string(),
  agents: z.array(schedulerQueueAgentSchema),
  calls: z.array(schedulerQueueCallSchema),
});
export type SchedulerQueue = z.infer<typeof schedulerQueueSchema>;

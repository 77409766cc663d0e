import { z } from 'zod';
import { idSchema } from './id.ts';

/** A call the scheduler reserved for an operator. */
export const scheduledCallSchema = z.looseObject({
  id: idSchema,
  organization_id: idSchema,
  patient_id: idSchema,
  questionnaire_id: idSchema,
  batch_id: z.string().nullable(),
  phone_number_id: idSchema.nullable(),
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

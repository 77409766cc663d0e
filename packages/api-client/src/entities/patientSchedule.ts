import { z } from 'zod';
import { timeOfDaySchema } from './dateString.ts';
import { idSchema } from './id.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** Days of the week as schedules number them: 1 is Sunday, 7 is Saturday. */
export const dayOfWeekSchema = z.number().int().min(1).max(7);

/** A weekly call slot of a client; start times are on the half hour, 00:00 to 23:30. */
export const patientScheduleItemSchema = z.looseObject({
  id: idSchema.optional(),
  day_of_week: dayOfWeekSchema,
  time: timeOfDaySchema.refine((time) => time.endsWith(':00') || time.endsWith(':30'), {
    error: VALIDATION_MESSAGES.chooseOption,
  }),
  timezone: z.string().min(1),
});
export type PatientScheduleItem = z.infer<typeof patientScheduleItemSchema>;

/** A client's weekly schedule: at most one slot per day ('Please choose one schedule per day'). */
export const patientScheduleSchema = z.array(patientScheduleItemSchema).superRefine((items, ctx) => {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.day_of_week))
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.oneSchedulePerDay, path: [index, 'day_of_week'] });
    seen.add(item.day_of_week);
  });
});

/**
 * How often a client is called, in days: 1 is weekly (several slots a week possible), 14, 21 and 28 are every 2, 3
 * and 4 weeks.
 */
export const daysFrequencySchema = z.union([z.literal(1), z.literal(14), z.literal(21), z.literal(28)], {
  error: VALIDATION_MESSAGES.chooseOption,
});
export type DaysFrequency = z.infer<typeof daysFrequencySchema>;

/** A client's scheduler frequency, as `patientSchedulerFrequency` and the frequency endpoint carry it. */
export const schedulerFrequencySchema = z.object({ days_frequency: daysFrequencySchema });
export type SchedulerFrequency = z.infer<typeof schedulerFrequencySchema>;

import { z } from 'zod';
import { dateOnlySchema, timeOfDaySchema, timestampSchema } from './dateString.ts';
import { idSchema } from './id.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** Where a bot call stands: queued → dialing → ringing → in-progress → completed, or how it ended otherwise. */
export const botCallStatusSchema = z.enum([
  'queued',
  'dialing',
  'ringing',
  'in-progress',
  'completed',
  'no-answer',
  'busy',
  'failed',
  'canceled',
]);
export type BotCallStatus = z.infer<typeof botCallStatusSchema>;

/** One dial attempt of a bot call. */
export const botCallAttemptSchema = z.looseObject({
  attempt: z.number().int().positive(),
  status: z.string(),
  end_reason: z.string().nullable(),
  started_at: timestampSchema,
  ended_at: timestampSchema.nullable(),
});
export type BotCallAttempt = z.infer<typeof botCallAttemptSchema>;

/** An answer the bot's run recorded on a call: the ask's name, the value understood and how it arrived. */
export const botCallAnswerSchema = z.looseObject({
  name: z.string(),
  value: z.string(),
  input: z.enum(['speech', 'keypad', 'operator']),
  /** The vertex that asked. */
  vertex: z.string(),
});
export type BotCallAnswer = z.infer<typeof botCallAnswerSchema>;

/**
 * A bot call as its call record shows it: status, attempts, while a retry waits, when it is due, and the answers its
 * run recorded.
 */
export const botCallStateSchema = z.looseObject({
  call_id: idSchema,
  patient_id: idSchema,
  status: botCallStatusSchema,
  end_reason: z.string().nullable(),
  next_attempt_at: timestampSchema.nullable(),
  attempts: z.array(botCallAttemptSchema),
  answers: z.array(botCallAnswerSchema),
});
export type BotCallState = z.infer<typeof botCallStateSchema>;

/** A bot call planned for a time: added by an admin or planned from the client's call schedule. */
export const scheduledBotCallSchema = z.looseObject({
  id: idSchema,
  patient_id: idSchema,
  due_at: timestampSchema,
  /** The wall clock asked for, `YYYY-MM-DDTHH:mm` in `timezone`. */
  local_time: z.string(),
  timezone: z.string(),
  phone_number: z.string(),
  phone_number_id: idSchema.nullable(),
  questionnaire_id: idSchema,
  questionnaire_name: z.string().nullable(),
  origin: z.enum(['manual', 'schedule']),
  status: z.enum(['planned', 'started', 'canceled']),
  cancel_reason: z.string().nullable(),
  call_id: idSchema.nullable(),
});
export type ScheduledBotCall = z.infer<typeof scheduledBotCallSchema>;

/** What an admin fills in to schedule a bot call: each of phone, date and questionnaire is required. */
export const newScheduledCallSchema = z.object({
  phone_number_id: z.number({ error: VALIDATION_MESSAGES.phoneNumberRequired }).pipe(idSchema),
  call_date: z.string({ error: VALIDATION_MESSAGES.selectCallDate }).pipe(dateOnlySchema),
  call_time: z.string({ error: VALIDATION_MESSAGES.required }).pipe(timeOfDaySchema),
  /** The client's time zone the date and time are in. */
  timezone: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, { error: VALIDATION_MESSAGES.required }),
  questionnaire_id: z.number({ error: VALIDATION_MESSAGES.selectQuestionnaire }).pipe(idSchema),
});
export type NewScheduledCall = z.infer<typeof newScheduledCallSchema>;

/** How a bot call of a day ended, as the daily view counts it: `interrupted` is a call whose server stopped mid-call. */
export const botCallOutcomeSchema = z.enum(['completed', 'no-answer', 'busy', 'failed', 'canceled', 'interrupted']);
export type BotCallOutcome = z.infer<typeof botCallOutcomeSchema>;

/** Where a bot call of a day stands: still to come (scheduled, or queued for an attempt), dialling or talking, ended. */
export const botCallDayStateSchema = z.enum(['planned', 'running', 'finished']);
export type BotCallDayState = z.infer<typeof botCallDayStateSchema>;

/**
 * One bot call of an organization's day: a scheduled call not yet placed (`call_id` null, `scheduled_call_id` set) or
 * a call record. `at` is when it is due (planned) or its first attempt started; `outcome` is set once finished.
 */
export const botCallDayEntrySchema = z.looseObject({
  /** Unique within the answer: `call-<id>` or `scheduled-<id>`. */
  key: z.string(),
  state: botCallDayStateSchema,
  status: z.string(),
  outcome: botCallOutcomeSchema.nullable(),
  end_reason: z.string().nullable(),
  at: timestampSchema,
  ended_at: timestampSchema.nullable(),
  next_attempt_at: timestampSchema.nullable(),
  /** `call-now` (an admin pressed Call Now), `manual` (scheduled by an admin) or `schedule` (the client's schedule). */
  origin: z.enum(['call-now', 'manual', 'schedule']),
  patient_id: idSchema,
  client_name: z.string(),
  questionnaire_id: idSchema,
  questionnaire_name: z.string().nullable(),
  call_id: idSchema.nullable(),
  scheduled_call_id: idSchema.nullable(),
  /** Dial attempts made so far; retries are the attempts after the first. */
  attempts: z.number().int().nonnegative(),
  retries: z.number().int().nonnegative(),
});
export type BotCallDayEntry = z.infer<typeof botCallDayEntrySchema>;

/** An organization's bot calls of one day in a time zone, soonest first, with the count of each state and outcome. */
export const botCallDaySchema = z.looseObject({
  date: dateOnlySchema,
  timezone: z.string(),
  from: timestampSchema,
  to: timestampSchema,
  calls: z.array(botCallDayEntrySchema),
  totals: z.looseObject({
    planned: z.number().int().nonnegative(),
    running: z.number().int().nonnegative(),
    completed: z.number().int().nonnegative(),
    'no-answer': z.number().int().nonnegative(),
    busy: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    canceled: z.number().int().nonnegative(),
    interrupted: z.number().int().nonnegative(),
  }),
});
export type BotCallDay = z.infer<typeof botCallDaySchema>;

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

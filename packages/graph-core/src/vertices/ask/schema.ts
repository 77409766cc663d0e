import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** The fixed ask types; an ask without `type` is open-ended. */
export const askTypeSchema = z.enum(['Twilio.YES_NO', 'language_intent', 'morning_afternoon', 'multi_branch']);
export type AskType = z.infer<typeof askTypeSchema>;

/** The fallback intents the bot uses when an answer is not understood. */
export const unknownIntentSchema = z.enum([
  'unknown_yes_no',
  'unknown_english_spanish',
  'unknown_time_of_day',
  'unknown_numerical_value',
  'unknown_day_of_the_week',
]);
export type UnknownIntent = z.infer<typeof unknownIntentSchema>;

/** One branch of a multi_branch ask: the hints that lead down that branch. */
export const multiBranchAnswerSchema = z.looseObject({
  hints: z.array(z.string()),
});
export type MultiBranchAnswer = z.infer<typeof multiBranchAnswerSchema>;

/** A vertex that asks a question and branches on the answer. */
export const askPayloadSchema = z.looseObject({
  name: z.string().optional(),
  question: z.string().optional(),
  type: askTypeSchema.optional(),
  hintGroup: z.string().optional(),
  multiBranchAnswers: z.array(multiBranchAnswerSchema).optional(),
  unknownText: z.string().optional(),
  unknown_intent: unknownIntentSchema.optional(),
});
export type AskPayload = z.infer<typeof askPayloadSchema>;

/** An ask vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const askValueSchema = z.strictObject({ ask: askPayloadSchema, tagsv2: tagIdsSchema.optional() });

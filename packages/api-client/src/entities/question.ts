import { z } from 'zod';
import { idSchema } from './id.ts';

/** A rule that decides whether a post-call question is asked, from an earlier question or answer. */
export const clientConditionSchema = z.looseObject({
  action: z.enum(['question', 'answer']),
  operator: z.string(),
  value: z.string(),
});
export type ClientCondition = z.infer<typeof clientConditionSchema>;

/** A post-call question the operator answers in the questionnaire modal. */
export const questionSchema = z.looseObject({
  id: idSchema,
  questionBody: z.string(),
  type: z.enum(['radio', 'checkbox']),
  options: z.array(z.string()),
  /** Whether a free-text "Other" answer is offered (the spelling is the backend's). */
  isCustomaizable: z.boolean().default(false),
  clientConditions: z.array(clientConditionSchema).default([]),
});
export type Question = z.infer<typeof questionSchema>;

/** An answer to a post-call question: one option for radio questions, several for checkbox ones. */
export const questionAnswerSchema = z.looseObject({
  /** Absent as a rule: post-call questions are answered by staff. */
  source: z.literal('staff').optional(),
  questionId: idSchema,
  answer: z.union([z.string(), z.array(z.string())]),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/**
 * An answer the bot recorded on the call, kept with the call's answers: the question it asked (null where the
 * vertex asked none, as a validation), the value it understood (`answer`, which staff may correct), what it heard
 * (the recognised speech, the keys pressed, or the operator's choice) and the questionnaire vertex that asked.
 * `id` names it within the call; a correction sends it back with the new `answer` and changes nothing else.
 */
export const botAnswerSchema = z.looseObject({
  source: z.literal('bot'),
  id: z.string().min(1).max(100),
  questionnaireId: z.number().int(),
  vertex: z.string(),
  name: z.string(),
  question: z.string().nullable(),
  answer: z.string(),
  heard: z.string(),
  input: z.enum(['speech', 'keypad', 'operator']),
  /** When it was recorded, in milliseconds of the call's recording. */
  atMs: z.number().int().nonnegative(),
});
export type BotAnswer = z.infer<typeof botAnswerSchema>;

/** One of a call's answers: to a post-call question, or recorded by the bot during the call. */
export const answerSchema = z.discriminatedUnion('source', [botAnswerSchema, questionAnswerSchema]);
export type Answer = z.infer<typeof answerSchema>;

/** Whether an answer of a call is one the bot recorded. */
export function isBotAnswer(answer: Answer): answer is BotAnswer {
  return answer.source === 'bot';
}

/** Whether an answer of a call answers a post-call question. */
export function isQuestionAnswer(answer: Answer): answer is QuestionAnswer {
  return answer.source !== 'bot';
}

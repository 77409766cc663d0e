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

/** An answer to a question: one option for radio questions, several for checkbox ones. */
export const answerSchema = z.looseObject({
  questionId: idSchema,
  answer: z.union([z.string(), z.array(z.string())]),
});
export type Answer = z.infer<typeof answerSchema>;

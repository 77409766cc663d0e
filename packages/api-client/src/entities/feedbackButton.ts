import { z } from 'zod';
import { idSchema } from './id.ts';

/** A feedback sentence an operator can send to the bot during a live call. */
export const feedbackButtonSchema = z.looseObject({
  id: idSchema,
  title: z.string(),
  text: z.string(),
  language: z.string(),
  is_active: z.boolean(),
  portal_display: z.boolean(),
});
export type FeedbackButton = z.infer<typeof feedbackButtonSchema>;

/** An action the live session offers (for example `answered`). */
export const actionButtonSchema = z.looseObject({
  action: z.string(),
  text: z.string(),
});
export type ActionButton = z.infer<typeof actionButtonSchema>;

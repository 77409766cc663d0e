import { z } from 'zod';

/** A transfer's result, as the host learns it: someone answered, or nobody did. */
export const transferResultSchema = z.enum(['answered', 'not-answered']);
export type TransferResult = z.infer<typeof transferResultSchema>;

/**
 * What the host tells the runner (the start is `start` itself): an audio finished playing, the client said
 * something or pressed keys, the host's silence timer ran out, a transfer ended, an operator gave a command, or the
 * call was hung up.
 */
export const runInputSchema = z.discriminatedUnion('type', [
  /** Everything said or played so far has been played. */
  z.strictObject({ type: z.literal('played') }),
  /** What the client said, as the recogniser wrote it. */
  z.strictObject({ type: z.literal('utterance'), text: z.string() }),
  /** Keys the client pressed. */
  z.strictObject({ type: z.literal('keypad'), digits: z.string() }),
  /** The host's silence timer ran out while the runner listened. */
  z.strictObject({ type: z.literal('no-input') }),
  /** A transfer's result. */
  z.strictObject({ type: z.literal('transfer'), result: transferResultSchema }),
  z.discriminatedUnion('command', [
    /** An operator chose one of the action buttons (an option of the question being asked). */
    z.strictObject({ type: z.literal('operator'), command: z.literal('navigate'), option: z.string() }),
    /** An operator had the bot say a feedback sentence. */
    z.strictObject({ type: z.literal('operator'), command: z.literal('feedback'), text: z.string() }),
    /** An operator switched the call to the questionnaire's alternative (its shadow). */
    z.strictObject({ type: z.literal('operator'), command: z.literal('alternative') }),
  ]),
  /** The call was hung up. */
  z.strictObject({ type: z.literal('hangup') }),
]);
export type RunInput = z.infer<typeof runInputSchema>;

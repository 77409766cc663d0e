import { z } from 'zod';

/** A vertex that speaks a message and moves on; `message` may hold `{parameter}` references. */
export const sayPayloadSchema = z.looseObject({
  message: z.string().optional(),
});
export type SayPayload = z.infer<typeof sayPayloadSchema>;

import { z } from 'zod';

/** A vertex that ends the call; nothing may follow it. */
export const terminateCallPayloadSchema = z.looseObject({
  name: z.string().optional(),
});
export type TerminateCallPayload = z.infer<typeof terminateCallPayloadSchema>;

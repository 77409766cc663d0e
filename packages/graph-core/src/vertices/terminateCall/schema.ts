import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** A vertex that ends the call; nothing may follow it. */
export const terminateCallPayloadSchema = z.looseObject({
  name: z.string().optional(),
});
export type TerminateCallPayload = z.infer<typeof terminateCallPayloadSchema>;

/** A terminate_call vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const terminateCallValueSchema = z.strictObject({
  terminate_call: terminateCallPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** A vertex that speaks a message and moves on; `message` may hold `{parameter}` references. */
export const sayPayloadSchema = z.looseObject({
  message: z.string().optional(),
});
export type SayPayload = z.infer<typeof sayPayloadSchema>;

/** A say vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const sayValueSchema = z.strictObject({ say: sayPayloadSchema, tagsv2: tagIdsSchema.optional() });

import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** A vertex that transfers the call to a person; `parameter` is a parameter key (without braces) naming the number. */
export const hotTransferPayloadSchema = z.looseObject({
  name: z.string().optional(),
  phone: z.string().optional(),
  parameter: z.string().optional(),
});
export type HotTransferPayload = z.infer<typeof hotTransferPayloadSchema>;

/** A hot transfer vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const hotTransferValueSchema = z.strictObject({
  hot_transfer: hotTransferPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

import { z } from 'zod';

/** A vertex that transfers the call to a person; `parameter` is a parameter key (without braces) naming the number. */
export const hotTransferPayloadSchema = z.looseObject({
  name: z.string().optional(),
  phone: z.string().optional(),
  parameter: z.string().optional(),
});
export type HotTransferPayload = z.infer<typeof hotTransferPayloadSchema>;

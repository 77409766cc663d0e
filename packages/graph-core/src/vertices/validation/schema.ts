import { z } from 'zod';

/**
 * The payload both validation kinds share: a vertex that asks for a value the bot checks (date of birth or zip code)
 * and branches on valid/invalid.
 */
export const validationPayloadSchema = z.looseObject({
  name: z.string().optional(),
  requestMessage: z.string().optional(),
  waitMessage: z.string().optional(),
});
export type ValidationPayload = z.infer<typeof validationPayloadSchema>;

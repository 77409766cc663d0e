import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** A vertex that runs a named sub-questionnaire in place. */
export const embeddedPayloadSchema = z.looseObject({
  questionnaireId: z.number().int().optional(),
  questionnaireName: z.string().optional(),
});
export type EmbeddedPayload = z.infer<typeof embeddedPayloadSchema>;

/** An embedded vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const embeddedValueSchema = z.strictObject({
  embedded: embeddedPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

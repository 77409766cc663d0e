import { z } from 'zod';

/** A vertex that runs a named sub-questionnaire in place. */
export const embeddedPayloadSchema = z.looseObject({
  questionnaireId: z.number().int().optional(),
  questionnaireName: z.string().optional(),
});
export type EmbeddedPayload = z.infer<typeof embeddedPayloadSchema>;

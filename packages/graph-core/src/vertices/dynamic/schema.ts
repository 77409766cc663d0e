import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** The kinds of sub-questionnaire a dynamic vertex (or a sub-questionnaire itself) can stand for. */
export const dynamicTypeSchema = z.enum(['diagnosis', 'operational', 'personal', 'embedded', 'generative']);
export type DynamicType = z.infer<typeof dynamicTypeSchema>;

/** A vertex replaced at call time by the client's sub-questionnaire of the given type. */
export const dynamicPayloadSchema = z.looseObject({
  type: dynamicTypeSchema.optional(),
});
export type DynamicPayload = z.infer<typeof dynamicPayloadSchema>;

/** A dynamic vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const dynamicValueSchema = z.strictObject({ dynamic: dynamicPayloadSchema, tagsv2: tagIdsSchema.optional() });

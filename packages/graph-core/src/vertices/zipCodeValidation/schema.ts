import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';
import { validationPayloadSchema } from '../validation/schema.ts';

/** A zip-code validation vertex's value: the shared validation payload under its kind key, and `tagsv2`. */
export const zipCodeValidationValueSchema = z.strictObject({
  zip_code_validation: validationPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

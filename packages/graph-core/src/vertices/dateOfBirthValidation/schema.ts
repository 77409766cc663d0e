import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';
import { validationPayloadSchema } from '../validation/schema.ts';

/** A date-of-birth validation vertex's value: the shared validation payload under its kind key, and `tagsv2`. */
export const dateOfBirthValidationValueSchema = z.strictObject({
  date_of_birth_validation: validationPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** The text every placeholder shows; placeholders exist only while editing and are never saved. */
export const PLACEHOLDER_TEXT = 'click to edit';

/** A not-yet-authored vertex the editor shows where a follow-up is expected. */
export const placeholderPayloadSchema = z.looseObject({
  text: z.string().optional(),
});
export type PlaceholderPayload = z.infer<typeof placeholderPayloadSchema>;

/** A placeholder's value: its payload under the kind key, and optionally `tagsv2`. */
export const placeholderValueSchema = z.strictObject({
  placeholder: placeholderPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

import { z } from 'zod';
import { tagIdsSchema } from '../tagIds.ts';

/** A vertex that plays an uploaded recording; `tempUrl` is a signed, expiring address for playback. */
export const recordingPayloadSchema = z.looseObject({
  name: z.string().optional(),
  url: z.string().optional(),
  transcription: z.string().optional(),
  tempUrl: z.string().optional(),
});
export type RecordingPayload = z.infer<typeof recordingPayloadSchema>;

/** A recording vertex's value: its payload under the kind key, and optionally `tagsv2`. */
export const recordingValueSchema = z.strictObject({
  recording: recordingPayloadSchema,
  tagsv2: tagIdsSchema.optional(),
});

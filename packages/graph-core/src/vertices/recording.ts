import { z } from 'zod';

/** A vertex that plays an uploaded recording; `tempUrl` is a signed, expiring address for playback. */
export const recordingPayloadSchema = z.looseObject({
  name: z.string().optional(),
  url: z.string().optional(),
  transcription: z.string().optional(),
  tempUrl: z.string().optional(),
});
export type RecordingPayload = z.infer<typeof recordingPayloadSchema>;

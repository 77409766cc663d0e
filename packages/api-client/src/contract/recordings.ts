import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { recordingFileSchema } from '../entities/recordingFile.ts';

/** Uploads a recording vertex's audio; the multipart field is `recordingFile`. */
export const recordingsUpload = defineEndpoint({
  id: 'recordingsUpload',
  service: 'bot',
  method: 'POST',
  path: '/questionnaire/recording',
  summary: 'Upload a recording (multipart field recordingFile, .mp3 or .wav); answers url and tempUrl',
  auth: 'user',
  bodyType: 'multipart',
  body: z.object({ recordingFile: recordingFileSchema }),
  response: z.looseObject({
    /** The stored address, saved in the vertex. */
    url: z.string(),
    /** A short-lived address to play it now. */
    tempUrl: z.string(),
  }),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema } from '../entities/id.ts';
import { recordVersionSchema } from '../entities/recordVersion.ts';
import { transcriptCategorySchema, transcriptionSchema, transcriptMessageSchema } from '../entities/transcription.ts';

const params = z.object({ patientId: idParamSchema, callId: idParamSchema });

/** A call's transcript; 404 NOT_FOUND when the call has none. */
export const transcriptsGet = defineEndpoint({
  id: 'transcriptsGet',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/:callId/transcription',
  summary: 'Read the transcript of a call',
  auth: 'user',
  params,
  response: transcriptionSchema,
});

/**
 * Saves an edited transcript (settings AutomaticCalls.enabled and transcription.editing), based on the version it
 * was read at (409 `VERSION_CONFLICT` otherwise); the lines it replaces become `previousContent`.
 */
export const transcriptsUpdate = defineEndpoint({
  id: 'transcriptsUpdate',
  service: 'therapy',
  method: 'PUT',
  path: '/user/patient/:patientId/call/:callId/transcription',
  summary: 'Replace the lines of a call transcript',
  auth: 'user',
  params,
  body: z.object({
    transcriptionContent: z.array(transcriptMessageSchema).max(5_000),
    version: recordVersionSchema,
  }),
  response: transcriptionSchema,
});

/**
 * The organization's categories (keyword rules: category, phrases, colour), each with where its phrases occur in
 * this call's transcript (none when the call has no transcript).
 */
export const transcriptsCategories = defineEndpoint({
  id: 'transcriptsCategories',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/:callId/transcription/category',
  summary: 'List the highlight categories of a call transcript with their colours and phrases',
  auth: 'user',
  params,
  response: z.looseObject({ categories: z.array(transcriptCategorySchema) }),
});

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { callNoteSchema } from '../entities/callNote.ts';
import { idParamSchema, idSchema } from '../entities/id.ts';
import { recordVersionSchema } from '../entities/recordVersion.ts';

/** Every note on a client's calls, with the calls each is linked to. */
export const callNotesList = defineEndpoint({
  id: 'callNotesList',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/notes',
  summary: 'List the call notes of a client with their linked calls',
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  response: z.looseObject({ notes: z.array(callNoteSchema) }),
});

/** The note of one call; null before anything was typed. */
export const callNotesGet = defineEndpoint({
  id: 'callNotesGet',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/:callId/note',
  summary: 'Read the note of a call (null when none)',
  auth: 'user',
  params: z.object({ patientId: idParamSchema, callId: idParamSchema }),
  response: z.looseObject({ note: callNoteSchema.nullable() }),
});

/**
 * Autosaves the note of a call (one second after typing stops). The first save names no `version`; every later one
 * names the version it was based on, and an outdated one is 409 `VERSION_CONFLICT` with the current note.
 */
export const callNotesSave = defineEndpoint({
  id: 'callNotesSave',
  service: 'therapy',
  method: 'PUT',
  path: '/user/patient/:patientId/call/:callId/note',
  summary: 'Create or replace the note of a call; answers id and patient_id',
  auth: 'user',
  params: z.object({ patientId: idParamSchema, callId: idParamSchema }),
  body: z.object({ note_body: z.string().max(20_000), version: recordVersionSchema.optional() }),
  response: z.looseObject({ id: idSchema, patient_id: idSchema, version: recordVersionSchema }),
});

import { z } from 'zod';
import { idSchema } from './id.ts';

/** A call a note is linked to, as the notes list shows it. */
export const linkedCallSchema = z.looseObject({
  id: idSchema,
  patient_id: idSchema,
  date_created: z.string(),
});
export type LinkedCall = z.infer<typeof linkedCallSchema>;

/** An operator's note on a call; the body is sent as `note_body`. */
export const callNoteSchema = z.looseObject({
  id: idSchema,
  call_id: idSchema,
  patient_id: idSchema,
  body: z.string(),
  date_created: z.string().optional(),
  /** The note's version, named by the next save (see `recordVersionSchema`). */
  version: z.number().int().positive().optional(),
  /** The calls the note belongs to (its own call, and any it was carried over to). */
  calls: z.array(linkedCallSchema).default([]),
});
export type CallNote = z.infer<typeof callNoteSchema>;

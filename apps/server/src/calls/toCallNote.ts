import type { CallNote } from '@carecall/api-client';
import type { callNotes } from '../db/schema/index.ts';

/** A stored note row. */
export type CallNoteRow = typeof callNotes.$inferSelect;

/**
 * A stored note as the notes answers give it, with the calls it belongs to: its own call (a note is never carried
 * over to another call here, so the list has one entry).
 */
export function toCallNote(row: CallNoteRow, call: { id: number; patientId: number; dateCreated: Date }): CallNote {
  return {
    id: row.id,
    call_id: row.callId,
    patient_id: row.patientId,
    body: row.body,
    date_created: row.dateCreated.toISOString(),
    version: row.version,
    calls: [{ id: call.id, patient_id: call.patientId, date_created: call.dateCreated.toISOString() }],
  };
}

import { endpoints, VERSION_CONFLICT } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { toCallNote } from '../../calls/toCallNote.ts';
import { callNotes } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { createVersionConflict } from '../../versions/createVersionConflict.ts';
import { readRecordEditor } from '../../versions/readRecordEditor.ts';

/**
 * `PUT /api/user/patient/{id}/call/{callId}/note`: the note autosave. The first save of a call's note names no
 * version and creates it at version 1; every later save names the version it was based on. A save based on anything
 * but the current version — including a first save when someone else already created the note — is 409
 * `VERSION_CONFLICT` with the current note, and nothing is written, so two people never silently overwrite each
 * other. The call is locked while the note is written, so two first saves cannot both create one.
 */
export function registerCallNotesSave(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callNotesSave, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    return withTransaction(context.services.db, async (tx) => {
      const { patient, call } = await requirePatientCall(tx, scope.organizationId, params, { forUpdate: true });
      const [existing] = await tx.select().from(callNotes).where(eq(callNotes.callId, call.id));
      if (existing ? existing.version !== body.version : body.version !== undefined) {
        throw createVersionConflict({
          code: VERSION_CONFLICT,
          record: 'note',
          baseVersion: body.version ?? 0,
          currentVersion: existing?.version ?? 0,
          changedBy: existing ? await readRecordEditor(tx, existing.updatedBy) : null,
          changedAt: existing?.updatedAt ?? null,
          current: existing ? toCallNote(existing, call) : null,
        });
      }
      const [saved] = existing
        ? await tx
            .update(callNotes)
            .set({
              body: body.note_body,
              version: existing.version + 1,
              updatedBy: scope.userId,
              updatedAt: scope.requestedAt,
            })
            .where(eq(callNotes.id, existing.id))
            .returning()
        : await tx
            .insert(callNotes)
            .values({
              organizationId: scope.organizationId,
              patientId: patient.id,
              callId: call.id,
              body: body.note_body,
              updatedBy: scope.userId,
              dateCreated: scope.requestedAt,
              updatedAt: scope.requestedAt,
            })
            .returning();
      if (!saved) throw new HttpError(500, 'NOTE_NOT_SAVED', 'The note could not be saved');
      await recordPatientAudit(tx, scope, 'client_call_note_saved', patient.id, {
        callId: call.id,
        version: saved.version,
        length: body.note_body.length,
      });
      return { id: saved.id, patient_id: saved.patientId, version: saved.version };
    });
  });
}

import { endpoints } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { toCallNote } from '../../calls/toCallNote.ts';
import { callNotes } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/**
 * `GET /api/user/patient/{id}/call/{callId}/note`: the note of a call with its version, or `note: null` before
 * anything was typed. 404 for a client or call of another organization.
 */
export function registerCallNotesGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callNotesGet, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const { patient, call } = await requirePatientCall(db, scope.organizationId, params);
    const [row] = await db.select().from(callNotes).where(eq(callNotes.callId, call.id));
    await recordPatientAudit(db, scope, 'client_call_note_read', patient.id, { callId: call.id });
    return { note: row ? toCallNote(row, call) : null };
  });
}

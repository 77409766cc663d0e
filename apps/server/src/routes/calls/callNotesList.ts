import { endpoints } from '@carecall/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { toCallNote } from '../../calls/toCallNote.ts';
import { callNotes, calls } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';

/**
 * `GET /api/user/patient/{id}/call/notes`: every note on a client's calls, newest call first, each with the call it
 * is linked to. 404 for a client of another organization, like a missing one.
 */
export function registerCallNotesList(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callNotesList, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    const rows = await db
      .select({ note: callNotes, callId: calls.id, callPatientId: calls.patientId, callCreated: calls.dateCreated })
      .from(callNotes)
      .innerJoin(calls, eq(calls.id, callNotes.callId))
      .where(and(eq(callNotes.patientId, patient.id), eq(callNotes.organizationId, scope.organizationId)))
      .orderBy(desc(calls.dateCreated), desc(callNotes.id));
    await recordPatientAudit(db, scope, 'client_call_notes_read', patient.id, { count: rows.length });
    return {
      notes: rows.map((row) =>
        toCallNote(row.note, { id: row.callId, patientId: row.callPatientId, dateCreated: row.callCreated }),
      ),
    };
  });
}

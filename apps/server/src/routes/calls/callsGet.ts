import { endpoints } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readLatestAnalyses } from '../../analysis/readLatestAnalyses.ts';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { callAnswers, callNotes, callRecordings, calls, users } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { requireOrganizationPatient } from '../../patients/requireOrganizationPatient.ts';
import { toCallListItem } from './toCallListItem.ts';

/**
 * `GET /api/user/patient/{id}/call/{callId}`: one call of a client of the selected organization, with its flags, its
 * post-call answers, its note and a fresh signed recording link (the portal re-reads it, with a `t` cache buster,
 * when a link expired). A call that does not exist for this client answers `{}`, as the portal expects of a call
 * not made yet; a client of another organization is 404 like a missing one. Audited as a read of the client's call.
 */
export function registerCallsGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callsGet, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const patient = await requireOrganizationPatient(db, scope.organizationId, params.patientId);
    // An id no call row can have (beyond the id column's range) is a call that does not exist.
    const [row] = !isDatabaseId(params.callId)
      ? []
      : await db
          .select({
            call: calls,
            interviewerFirstName: users.firstName,
            interviewerLastName: users.lastName,
            recordingFileId: callRecordings.fileId,
            answers: callAnswers.answers,
            noteId: callNotes.id,
            noteBody: callNotes.body,
          })
          .from(calls)
          .leftJoin(users, eq(users.id, calls.interviewerId))
          .leftJoin(callRecordings, eq(callRecordings.callId, calls.id))
          .leftJoin(callAnswers, eq(callAnswers.callId, calls.id))
          .leftJoin(callNotes, eq(callNotes.callId, calls.id))
          .where(
            and(
              eq(calls.id, params.callId),
              eq(calls.patientId, patient.id),
              eq(calls.organizationId, scope.organizationId),
            ),
          );
    await recordPatientAudit(db, scope, 'client_call_read', patient.id, { callId: params.callId, found: !!row });
    if (!row) return {};
    const signLink = await createCallRecordingLinkSigner(context.services, context.requireAuth().user.id);
    const analyses = await readLatestAnalyses(db, [row.call.id]);
    const item = toCallListItem(row, signLink, analyses.get(row.call.id));
    return {
      ...item,
      call_details: {
        was_recorded: item.was_recorded,
        recording_status: item.recording_status,
        product: item.product,
        interviewer_call_status: item.interviewer_call_status,
        patient_dial_status: item.patient_dial_status,
        temp_download_link: item.temp_download_link,
      },
      CallNote: row.noteId === null || row.noteBody === null ? null : { id: row.noteId, body: row.noteBody },
    };
  });
}

import { endpoints } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { botCallRequests, callRecordings, callRuns, calls, callTranscriptions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';

/**
 * `GET /bot/dryRun/{callId}` (admins): a dry run's status, its transcript so far, the answers and path of its run and,
 * once stored, a link to its recording. Only dry runs of the selected organization are found: any other call is 404
 * `CALL_NOT_FOUND`, as a missing one. Audited as a read of the dry run (its lines are filled in from a client's
 * record).
 */
export function registerQuestionnairesDryRunGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesDryRunGet, async ({ params }, { requireAuth, services, audit }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const notFound = () => new HttpError(404, 'CALL_NOT_FOUND', `Dry run ${params.callId} was not found`);
    if (!isDatabaseId(params.callId)) throw notFound();
    const { db } = services;
    const [row] = await db
      .select({
        request: botCallRequests,
        run: { answers: callRuns.answers, path: callRuns.path },
        transcript: callTranscriptions.content,
        recordingFileId: callRecordings.fileId,
      })
      .from(botCallRequests)
      .innerJoin(calls, eq(calls.id, botCallRequests.callId))
      .leftJoin(callRuns, eq(callRuns.callId, calls.id))
      .leftJoin(callTranscriptions, eq(callTranscriptions.callId, calls.id))
      .leftJoin(callRecordings, eq(callRecordings.callId, calls.id))
      .where(
        and(
          eq(botCallRequests.callId, params.callId),
          eq(botCallRequests.organizationId, organizationId),
          eq(calls.isDryRun, true),
        ),
      );
    if (!row || row.request.callId === null) throw notFound();
    await audit({
      action: AUDIT_ACTIONS.dryRunRead,
      clientId: row.request.patientId,
      detail: { callId: row.request.callId },
    });
    const signLink = await createCallRecordingLinkSigner(services, auth.user.id);
    return {
      call_id: row.request.callId,
      patient_id: row.request.patientId,
      status: row.request.status,
      end_reason: row.request.endReason,
      transcript: row.transcript ?? [],
      answers: (row.run?.answers ?? []).map((answer) => ({
        name: answer.name,
        value: answer.value,
        input: answer.input,
        vertex: answer.vertex,
      })),
      path: (row.run?.path ?? []).map((step) => ({
        questionnaire_id: step.questionnaireId,
        vertex: step.vertex,
        at_ms: step.atMs,
      })),
      recording_url: signLink(row.recordingFileId),
    };
  });
}

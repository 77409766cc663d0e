import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { findCallTranscription, readCallCaller, transcriptionNotFound } from '../../calls/loadCallTranscription.ts';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { toTranscription } from '../../calls/toTranscription.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/**
 * `GET /api/user/patient/{id}/call/{callId}/transcription`: a call's transcript with its version and the lines before
 * the last edit. 404 `NOT_FOUND` for a call without one, and for a client or call of another organization.
 */
export function registerTranscriptsGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.transcriptsGet, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const { patient, call } = await requirePatientCall(db, scope.organizationId, params);
    const row = await findCallTranscription(db, call.id);
    if (!row) throw transcriptionNotFound();
    await recordPatientAudit(db, scope, 'client_transcript_read', patient.id, { callId: call.id });
    return toTranscription(row, call, scope, await readCallCaller(db, call));
  });
}

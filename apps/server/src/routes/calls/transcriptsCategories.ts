import { endpoints } from '@carecall/api-client';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findCallTranscription } from '../../calls/loadCallTranscription.ts';
import { matchTranscriptCategories } from '../../calls/matchTranscriptCategories.ts';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { transcriptCategories } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/**
 * `GET /api/user/patient/{id}/call/{callId}/transcription/category`: the organization's highlight categories with
 * where their phrases occur in this call's transcript (`matchTranscriptCategories`); a call without a transcript
 * gets the categories with no matches. 404 for a client or call of another organization.
 */
export function registerTranscriptsCategories(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.transcriptsCategories, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const { patient, call } = await requirePatientCall(db, scope.organizationId, params);
    const [rules, transcription] = await Promise.all([
      db
        .select()
        .from(transcriptCategories)
        .where(eq(transcriptCategories.organizationId, scope.organizationId))
        .orderBy(asc(transcriptCategories.position), asc(transcriptCategories.id)),
      findCallTranscription(db, call.id),
    ]);
    await recordPatientAudit(db, scope, 'client_transcript_categories_read', patient.id, { callId: call.id });
    return { categories: matchTranscriptCategories(transcription?.content ?? [], rules) };
  });
}

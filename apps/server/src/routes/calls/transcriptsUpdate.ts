import { endpoints, VERSION_CONFLICT } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findCallTranscription, readCallCaller, transcriptionNotFound } from '../../calls/loadCallTranscription.ts';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { toTranscription } from '../../calls/toTranscription.ts';
import { callTranscriptions } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { createValidationError } from '../../patients/createValidationError.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';
import { getOrganizationSettings } from '../../settings/getOrganizationSettings.ts';
import { createVersionConflict } from '../../versions/createVersionConflict.ts';
import { readRecordEditor } from '../../versions/readRecordEditor.ts';

/**
 * `PUT /api/user/patient/{id}/call/{callId}/transcription`: replaces a transcript's lines, based on the version it was
 * read at. The replaced lines are kept as `previousContent`, so saving them back undoes the edit. Allowed only where
 * the organization turned on both `AutomaticCalls.enabled` and `transcription.editing` (403 `TRANSCRIPT_EDITING_OFF`);
 * line ids must be unique (400 naming the line); a stale version is 409 `VERSION_CONFLICT` with the current transcript.
 */
export function registerTranscriptsUpdate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.transcriptsUpdate, async ({ params, body }, context) => {
    const scope = getPatientScope(context);
    const { services } = context;
    const settings = await getOrganizationSettings(services, scope.organizationId);
    if (!settings['AutomaticCalls.enabled'] || !settings['transcription.editing'])
      throw new HttpError(403, 'TRANSCRIPT_EDITING_OFF', 'Transcript editing is turned off for this organization');
    const seen = new Set<string>();
    body.transcriptionContent.forEach((line, index) => {
      if (seen.has(line.id))
        throw createValidationError([{ path: `transcriptionContent.${index}.id`, message: 'Line ids must be unique' }]);
      seen.add(line.id);
    });
    return withTransaction(services.db, async (tx) => {
      const { patient, call } = await requirePatientCall(tx, scope.organizationId, params);
      const row = await findCallTranscription(tx, call.id, { forUpdate: true });
      if (!row) throw transcriptionNotFound();
      const caller = await readCallCaller(tx, call);
      if (row.version !== body.version) {
        throw createVersionConflict({
          code: VERSION_CONFLICT,
          record: 'transcript',
          baseVersion: body.version,
          currentVersion: row.version,
          changedBy: await readRecordEditor(tx, row.updatedBy),
          changedAt: row.updatedAt,
          current: toTranscription(row, call, scope, caller),
        });
      }
      const [saved] = await tx
        .update(callTranscriptions)
        .set({
          content: body.transcriptionContent,
          previousContent: row.content,
          version: row.version + 1,
          updatedBy: scope.userId,
          updatedAt: scope.requestedAt,
        })
        .where(eq(callTranscriptions.callId, call.id))
        .returning();
      if (!saved) throw transcriptionNotFound();
      await recordPatientAudit(tx, scope, 'client_transcript_updated', patient.id, {
        callId: call.id,
        lines: body.transcriptionContent.length,
        version: saved.version,
      });
      return toTranscription(saved, call, scope, caller);
    });
  });
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordings } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { authenticateRequest } from '../../identity/authenticateRequest.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { listQuestionnaireOwnerIds } from '../../questionnaires/listQuestionnaireOwnerIds.ts';
import { createDatabaseRecordingStorage } from '../../recordings/createDatabaseRecordingStorage.ts';
import { parseRecordingFileName, RECORDINGS_PATH } from '../../recordings/formatRecordingUrl.ts';
import { loadRecordingUrlKey } from '../../recordings/loadRecordingUrlKey.ts';
import { RECORDING_CONTENT_TYPES } from '../../recordings/RecordingFormat.ts';
import { verifyRecordingSignature } from '../../recordings/signRecordingUrl.ts';

function recordingNotFound(): HttpError {
  return new HttpError(404, 'RECORDING_NOT_FOUND', 'Recording not found');
}

/**
 * `GET /bot/recordings/{id}.{mp3|wav}` (outside the JSON contract: it answers audio). With `expires` and `signature`
 * (a `tempUrl`) it plays without a token while the signature holds — a tampered one is 403 `RECORDING_URL_INVALID`,
 * an old one 403 `RECORDING_URL_EXPIRED`. Without them it needs a signed-in user of the owning organization or one
 * of its children, like the questionnaires that play it; anyone else gets 404.
 */
export function registerRecordingsDownload(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { expires?: string; signature?: string } }>(
    `${RECORDINGS_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { services } = app;
      const name = parseRecordingFileName(request.params.file);
      const { expires, signature } = request.query;
      let ownerIds: number[] | null = null;
      if (expires !== undefined || signature !== undefined) {
        const check = verifyRecordingSignature({
          fileName: request.params.file,
          expires: String(expires ?? ''),
          signature: String(signature ?? ''),
          key: await loadRecordingUrlKey(services.db),
          now: services.now(),
        });
        if (check === 'invalid')
          throw new HttpError(403, 'RECORDING_URL_INVALID', 'This recording address is not valid');
        if (check === 'expired') {
          throw new HttpError(
            403,
            'RECORDING_URL_EXPIRED',
            'This recording address has expired: reload the questionnaire',
          );
        }
      } else {
        const auth = await authenticateRequest(request, { auth: 'user' }, services);
        ownerIds = await listQuestionnaireOwnerIds(services.db, requireOrganizationId(auth));
      }
      if (!name) throw recordingNotFound();
      const [row] = await services.db.select().from(recordings).where(eq(recordings.id, name.id));
      if (!row || row.format !== name.format) throw recordingNotFound();
      if (ownerIds && !ownerIds.includes(row.organizationId)) throw recordingNotFound();
      const bytes = await createDatabaseRecordingStorage(services.db).get(row.storageKey);
      if (!bytes) throw recordingNotFound();
      return reply
        .header('content-type', RECORDING_CONTENT_TYPES[row.format])
        .header('content-length', bytes.length)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="${row.id}.${row.format}"`)
        .send(bytes);
    },
  );
}

import { createHash, randomUUID } from 'node:crypto';
import { endpoints, RECORDING_MIME_TYPES } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { recordings } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/withTransaction.ts';
import { HttpError } from '../../http/HttpError.ts';
import { readMultipartFile } from '../../http/readMultipartFile.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { requireOrganizationId } from '../../identity/requireOrganizationId.ts';
import { createDatabaseRecordingStorage } from '../../recordings/createDatabaseRecordingStorage.ts';
import { formatRecordingUrl } from '../../recordings/formatRecordingUrl.ts';
import { loadRecordingUrlKey } from '../../recordings/loadRecordingUrlKey.ts';
import { signRecordingUrl } from '../../recordings/signRecordingUrl.ts';
import { sniffAudioFormat } from '../../recordings/sniffAudioFormat.ts';

/** The largest recording accepted: minutes of speech, far below what would burden the database. */
export const RECORDING_MAX_BYTES = 10 * 1024 * 1024;

const FIELD_NAME = 'recordingFile';

/**
 * `POST /bot/questionnaire/recording`: stores a recording for the selected organization and answers its stable
 * `url` (saved in the vertex) and a signed `tempUrl` that plays it now. Only `.mp3`/`.wav` or an audio/mpeg or WAV
 * type is taken, at most 10 MB, and the bytes themselves must be MP3 or WAV: the declared type is a client's claim.
 */
export function registerRecordingsUpload(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.recordingsUpload, async (_input, { request, requireAuth, services }) => {
    const auth = requireAuth();
    const organizationId = requireOrganizationId(auth);
    const file = await readMultipartFile(request, {
      field: FIELD_NAME,
      maxBytes: RECORDING_MAX_BYTES,
      tooLarge: () => new HttpError(413, 'RECORDING_TOO_LARGE', 'The recording must be at most 10 MB'),
    });
    if (!file || file.fieldName !== FIELD_NAME) {
      throw new HttpError(400, 'RECORDING_REQUIRED', 'Please upload a recording', {
        fields: [{ path: FIELD_NAME, message: 'Please upload a recording' }],
      });
    }
    const { bytes } = file;
    const declared =
      (RECORDING_MIME_TYPES as readonly string[]).includes(file.mimeType) || /\.(mp3|wav)$/i.test(file.fileName);
    if (!declared) {
      throw new HttpError(415, 'RECORDING_TYPE_UNSUPPORTED', 'The recording must be an .mp3 or .wav file');
    }
    const format = sniffAudioFormat(bytes);
    if (!format) {
      throw new HttpError(415, 'RECORDING_CONTENT_INVALID', `${file.fileName || 'The file'} is not MP3 or WAV audio`);
    }

    const id = randomUUID();
    const storageKey = `recordings/${id}`;
    // Bytes, metadata and audit entry are stored together or not at all.
    await withTransaction(services.db, async (transaction) => {
      await createDatabaseRecordingStorage(transaction).put(storageKey, bytes);
      await transaction.insert(recordings).values({
        id,
        organizationId,
        uploadedBy: auth.user.id,
        fileName: Array.from(file.fileName).slice(0, 255).join(''),
        format,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        createdAt: services.now(),
      });
      await recordAudit(transaction, {
        userId: auth.user.id,
        at: services.now(),
        action: AUDIT_ACTIONS.recordingUploaded,
        organizationId,
        detail: { recordingId: id, format, sizeBytes: bytes.length },
      });
    });
    const url = formatRecordingUrl(services.config.publicUrl, { id, format });
    const key = await loadRecordingUrlKey(services.db);
    const tempUrl = signRecordingUrl({ url, fileName: `${id}.${format}`, key, now: services.now() });
    return { url, tempUrl, id, format };
  });
}

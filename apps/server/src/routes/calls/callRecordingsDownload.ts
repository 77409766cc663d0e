import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import {
  CALL_RECORDINGS_PATH,
  getCallRecordingSignedName,
  parseCallRecordingFileName,
  parseCallRecordingUser,
} from '../../calls/callRecordingLinks.ts';
import type { Db } from '../../db/openDatabase.ts';
import { auditLog, callRecordings, calls } from '../../db/schema/index.ts';
import { HttpError } from '../../http/HttpError.ts';
import { loadRecordingUrlKey } from '../../recordings/loadRecordingUrlKey.ts';
import { verifyRecordingSignature } from '../../recordings/signRecordingUrl.ts';

function recordingNotFound(): HttpError {
  return new HttpError(404, 'RECORDING_NOT_FOUND', 'Recording not found');
}

/** Seconds a player is told to wait before asking again for a recording that is being prepared. */
const RECORDING_RETRY_AFTER_SECONDS = 5;

/**
 * A user's reads of one recording within this long of their last audited play are one listening: a player's range
 * requests (the first one may start anywhere, seeks follow) are audited once, and a read after it again.
 */
export const RECORDING_PLAY_AUDIT_WINDOW_MS = 15 * 60 * 1000;

/** Whether the user's play of the call's recording was audited within the window before `now`. */
async function hasRecentPlay(db: Db, play: { userId: number; clientId: number; callId: number; now: Date }) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.clientId, play.clientId),
        eq(auditLog.action, AUDIT_ACTIONS.clientCallRecordingPlayed),
        eq(auditLog.userId, play.userId),
        sql`${auditLog.detail}->>'callId' = ${String(play.callId)}`,
        gt(auditLog.at, new Date(play.now.getTime() - RECORDING_PLAY_AUDIT_WINDOW_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * `GET /api/call-recordings/{fileId}.wav?expires=…&signature=…&user=…` (outside the JSON contract: it answers audio):
 * a call's stereo recording through the short-lived signed link the call answers carry (`temp_download_link`), issued
 * to one user, so an `<audio>` element plays it without a token. A tampered or missing signature (or user) is 403
 * `RECORDING_URL_INVALID`, an
 * expired one 403 `RECORDING_URL_EXPIRED` (the portal then reads the call again for a fresh link). Served with HTTP
 * Range, so players can seek: `Accept-Ranges: bytes`, 206 with `Content-Range` for a satisfiable range, 416 with
 * `Content-Range: bytes *\/size` otherwise; several ranges are answered with the whole file. The first read of the
 * recording by the link's user in {@link RECORDING_PLAY_AUDIT_WINDOW_MS}, whole or ranged from any byte, is audited as
 * their play of the client's recording; the reads that follow within the window (a player's seeks) are not, nor is a
 * HEAD request, which sends no audio.
 * A recording whose file is not stored yet (a demo recording being made again after its file was lost) is 503
 * `RECORDING_NOT_READY` with `Retry-After`, where a recording that does not exist is 404 `RECORDING_NOT_FOUND`.
 */
export function registerCallRecordingsDownload(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { expires?: string; signature?: string; user?: string } }>(
    `${CALL_RECORDINGS_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { services } = app;
      const fileId = parseCallRecordingFileName(request.params.file);
      const user = parseCallRecordingUser(request.query.user);
      const check = verifyRecordingSignature({
        fileName: getCallRecordingSignedName(fileId ?? request.params.file, user ?? ''),
        expires: String(request.query.expires ?? ''),
        signature: String(request.query.signature ?? ''),
        key: await loadRecordingUrlKey(services.db),
        now: services.now(),
      });
      if (check === 'invalid') throw new HttpError(403, 'RECORDING_URL_INVALID', 'This recording address is not valid');
      if (check === 'expired')
        throw new HttpError(403, 'RECORDING_URL_EXPIRED', 'This recording address has expired: read the call again');
      if (!fileId || user === null) throw recordingNotFound();
      const [row] = await services.db
        .select({ recording: callRecordings, patientId: calls.patientId })
        .from(callRecordings)
        .innerJoin(calls, eq(calls.id, callRecordings.callId))
        .where(eq(callRecordings.fileId, fileId));
      if (!row) throw recordingNotFound();
      const size = await services.callRecordings.size(row.recording.storageKey);
      if (size === null) {
        // An expected wait rather than a failure: answered as it is, not logged as a server error.
        return reply
          .code(503)
          .header('retry-after', String(RECORDING_RETRY_AFTER_SECONDS))
          .send({ error: 'This recording is being prepared: try again in a moment', code: 'RECORDING_NOT_READY' });
      }
      const header = request.headers.range;
      let start = 0;
      let end = size - 1;
      if (header !== undefined) {
        const ranges = parseRange(size, header, { combine: true });
        if (ranges === -1) {
          return reply
            .code(416)
            .header('accept-ranges', 'bytes')
            .header('content-range', `bytes */${size}`)
            .send({ error: 'The requested range is outside the recording', code: 'RANGE_NOT_SATISFIABLE' });
        }
        // A malformed header (-2) is ignored, as HTTP allows; several ranges get the whole file.
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1 && ranges[0]) {
          start = ranges[0].start;
          end = ranges[0].end;
          reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
        }
      }
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', 'audio/wav')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', `inline; filename="call-${row.recording.callId}.wav"`);
      const play = {
        userId: Number(user),
        clientId: row.patientId,
        callId: row.recording.callId,
        now: services.now(),
      };
      if (request.method === 'GET' && !(await hasRecentPlay(services.db, play))) {
        await recordAudit(services.db, {
          userId: play.userId,
          action: AUDIT_ACTIONS.clientCallRecordingPlayed,
          organizationId: row.recording.organizationId,
          clientId: row.patientId,
          detail: { callId: row.recording.callId, signedLinkExpires: Number(request.query.expires) },
          at: play.now,
        });
      }
      reply.header('content-length', end - start + 1);
      return reply.send(services.callRecordings.openRange(row.recording.storageKey, { start, end }));
    },
  );
}

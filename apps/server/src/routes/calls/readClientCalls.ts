import { createFreshSharedRead } from '../../cache/createFreshSharedRead.ts';
import type { CallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { createCallRecordingLinkSigner } from '../../calls/callRecordingLinks.ts';
import { sendPreparedJsonText } from '../../calls/sendPreparedJson.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import type { EndpointContext } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { patientNotFound } from '../../patients/requireOrganizationPatient.ts';
import { type CallListReader, listPatientCalls, type PatientCallListRow } from './listPatientCalls.ts';
import { type CallListQueryInput, readCallListQuery } from './readCallListQuery.ts';

/** One request's part in a shared list read: who asked and when, for its audit entry. */
interface ListRequest {
  userId: number;
  at: Date;
}

/** A list read shared by a round of requests: the calls (null for no such client) and each user's answer. */
interface SharedList {
  rows: PatientCallListRow[] | null;
  /**
   * The JSON answer per user, encoded once per round (as UTF-8 bytes, so each request sends them without encoding
   * the text again): its recording links are signed for that user.
   */
  answers: Map<number, Promise<Buffer>>;
}

/** Reads a client's calls list for a request and answers it as JSON bytes (404 for another organization's client). */
export type ClientCallsReader = (
  context: EndpointContext,
  patientId: number,
  query: CallListQueryInput,
) => Promise<Buffer>;

/** Options of {@link createClientCallsReader}: which list, and how a listed call is answered. */
export interface ClientCallsReaderOptions<Item> {
  lean: boolean;
  toItem(row: PatientCallListRow, signLink: CallRecordingLinkSigner): Item;
}

/** Folds a round's requests into one audit entry per user, with the number of their requests and the first time. */
function toReaders(requests: readonly ListRequest[]): CallListReader[] {
  const readers = new Map<number, CallListReader>();
  for (const { userId, at } of requests) {
    const reader = readers.get(userId);
    if (!reader) readers.set(userId, { userId, at, reads: 1 });
    else {
      reader.reads += 1;
      if (at < reader.at) reader.at = at;
    }
  }
  return [...readers.values()];
}

/**
 * Reads a client's calls for one of the call lists, so the full and the lean list share one scope, 404 for another
 * organization's client, range, order and limit, and differ only in the shape they answer. The client check, the
 * read and the audit entries are one statement (`listPatientCalls`).
 *
 * Concurrent requests for the same organization, client and query share that statement (`createFreshSharedRead`),
 * never one that began before they arrived, so every request sees each change committed before it asked; the
 * statement writes one audit entry per user of the round with the count of their requests (`reads`), so every read
 * stays audited. The recording links are signed for each user after the shared read, and one user's requests in a
 * round share that user's answer text. One reader per route and app, so nothing outlives a test.
 */
export function createClientCallsReader<Item>({ lean, toItem }: ClientCallsReaderOptions<Item>): ClientCallsReader {
  const sharedRead = createFreshSharedRead<string, ListRequest, SharedList>();
  return async (context, patientId, query) => {
    const scope = getPatientScope(context);
    if (!isDatabaseId(patientId)) throw patientNotFound();
    const range = readCallListQuery(query, { organizationId: scope.organizationId, patientId });
    const { services } = context;
    // The key holds everything the read depends on: the organization and client scope it, the rest filter it.
    const key = JSON.stringify([
      range.organizationId,
      range.patientId,
      range.startTime?.toISOString() ?? null,
      range.endTime?.toISOString() ?? null,
      range.limit ?? null,
      range.order,
      range.status ?? null,
      range.minDurationSeconds ?? null,
    ]);
    const shared = await sharedRead(key, { userId: scope.userId, at: scope.requestedAt }, async (requests) => ({
      rows: await listPatientCalls(
        services.db,
        { ...range, withAnswers: !lean },
        { readers: toReaders(requests), ...(lean ? { detail: { lean } } : {}) },
      ),
      answers: new Map(),
    }));
    const { rows } = shared;
    if (!rows) throw patientNotFound();
    let answer = shared.answers.get(scope.userId);
    if (!answer) {
      answer = createCallRecordingLinkSigner(services, scope.userId).then((signLink) =>
        Buffer.from(JSON.stringify({ calls: rows.map((row) => toItem(row, signLink)) })),
      );
      shared.answers.set(scope.userId, answer);
    }
    return sendPreparedJsonText(context.reply, await answer);
  };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { callTranscriptions, users } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import type { CallRow } from './requireOrganizationCall.ts';
import type { TranscriptionRow } from './toTranscription.ts';

/** The 404 of a call without a transcript (the call itself exists). */
export function transcriptionNotFound(): HttpError {
  return new HttpError(404, 'NOT_FOUND', 'This call has no transcript');
}

/** A call's transcript row (locked with `forUpdate`), or null. */
export async function findCallTranscription(
  db: Db,
  callId: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<TranscriptionRow | null> {
  const query = db.select().from(callTranscriptions).where(eq(callTranscriptions.callId, callId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The name of the operator who placed a call, for the transcript header; null for bot calls. */
export async function readCallCaller(db: Db, call: CallRow): Promise<{ firstName: string; lastName: string } | null> {
  if (call.interviewerId === null) return null;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, call.interviewerId));
  return user ?? null;
}

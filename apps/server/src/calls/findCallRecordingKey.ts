import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { callRecordings } from '../db/schema/index.ts';

/** The storage key of a call's recording file, for the voice analysis; null while the call has none. */
export async function findCallRecordingKey(db: Db, callId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: callRecordings.storageKey })
    .from(callRecordings)
    .where(eq(callRecordings.callId, callId));
  return row?.key ?? null;
}

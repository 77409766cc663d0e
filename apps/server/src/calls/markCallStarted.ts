import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { calls, patients } from '../db/schema/index.ts';

/**
 * Moves the client's last call, which the client list sorts by and the client's page names, to `at` unless a later
 * call is there already. A call counts from when it was placed and, once answered, from when it started, as the
 * client's calls lists date it.
 */
export async function recordClientLastCall(db: Db, patientId: number, at: Date): Promise<void> {
  await db
    .update(patients)
    .set({ lastCallStartedAt: sql`greatest(${patients.lastCallStartedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(patients.id, patientId));
}

/**
 * Records that a call started at `at` (the client answered, or a bot call's conference opened): the call's start
 * date, once, and the client's last call.
 */
export async function markCallStarted(db: Db, callId: number, at: Date): Promise<void> {
  const [started] = await db
    .update(calls)
    .set({ startDate: at })
    .where(and(eq(calls.id, callId), isNull(calls.startDate)))
    .returning({ patientId: calls.patientId, isDryRun: calls.isDryRun });
  if (started && !started.isDryRun) await recordClientLastCall(db, started.patientId, at);
}

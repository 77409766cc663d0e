import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { calls, patients } from '../db/schema/index.ts';

/**
 * Records that a call started at `at` (the client answered, or a bot call's conference opened): the call's start
 * date, once, and the client's last call, which the client list sorts by and the client's page names, unless a
 * later call started already. A dry run changes nothing of the client: its client is the admin in a browser.
 */
export async function markCallStarted(db: Db, callId: number, at: Date): Promise<void> {
  const [started] = await db
    .update(calls)
    .set({ startDate: at })
    .where(and(eq(calls.id, callId), isNull(calls.startDate)))
    .returning({ patientId: calls.patientId, isDryRun: calls.isDryRun });
  if (!started?.patientId || started.isDryRun) return;
  await db
    .update(patients)
    .set({ lastCallStartedAt: sql`greatest(${patients.lastCallStartedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(patients.id, started.patientId));
}

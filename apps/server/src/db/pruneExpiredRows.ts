import { lt } from 'drizzle-orm';
import type { Db } from './openDatabase.ts';
import { oidcPayloads, rateLimits } from './schema/index.ts';

/** Deletes identity-provider state and rate-limit counters that expired; idempotent, so every instance may run it. */
export async function pruneExpiredRows(db: Db, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

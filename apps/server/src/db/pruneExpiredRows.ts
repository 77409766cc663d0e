import { lt } from 'drizzle-orm';
import type { Db } from './openDatabase.ts';
import { devices, mfaCodes, oidcPayloads, rateLimits } from './schema/index.ts';

/** One-time codes are kept a day after they were sent: the hourly send limit counts them, then nothing does. */
const MFA_CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes identity-provider state, rate-limit counters, old one-time codes and device trust that expired; idempotent,
 * so every instance may run it.
 */
export async function pruneExpiredRows(db: Db, now: Date): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await db.delete(mfaCodes).where(lt(mfaCodes.createdAt, new Date(now.getTime() - MFA_CODE_RETENTION_MS)));
  await db.delete(devices).where(lt(devices.rememberedUntil, now));
}

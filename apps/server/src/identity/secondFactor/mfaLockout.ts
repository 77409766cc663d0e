import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { queryRows } from '../../db/queryRows.ts';
import { rateLimits } from '../../db/schema/index.ts';
import { MFA_POLICY } from './mfaPolicy.ts';

/**
 * Wrong codes are counted per user in the shared `rate_limits` table (key `mfa-wrong-codes|user:{id}`): a counter with
 * an expiry is exactly that table's shape, every instance sees it, and a restart does not forgive a guesser.
 */
function counterKey(userId: number): string {
  return `mfa-wrong-codes|user:${userId}`;
}

/** Whether the user's second factor is locked, and until when. */
export async function readMfaLockout(db: Db, userId: number, now: Date): Promise<{ lockedUntil: Date } | null> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, counterKey(userId)));
  if (!row || row.count < MFA_POLICY.maxWrongCodes || row.resetAt <= now) return null;
  return { lockedUntil: row.resetAt };
}

/**
 * Counts one wrong code. The count restarts once the previous one expired (a day without a lock, or the end of a
 * lock); the code that reaches the limit turns the expiry into the end of the lock.
 */
export async function recordWrongMfaCode(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ wrongCodes: number; lockedUntil: Date | null }> {
  const at = now.toISOString();
  const memory = new Date(now.getTime() + MFA_POLICY.wrongCodeMemoryMs).toISOString();
  const lockEnd = new Date(now.getTime() + MFA_POLICY.lockMs).toISOString();
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`insert into rate_limits (key, count, reset_at) values (${counterKey(userId)}, 1, ${memory})
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end,
          reset_at = case
            when rate_limits.reset_at <= ${at} then ${memory}::timestamptz
            when rate_limits.count + 1 >= ${MFA_POLICY.maxWrongCodes} then ${lockEnd}::timestamptz
            else rate_limits.reset_at end
        returning count, reset_at`,
  );
  const wrongCodes = Number(row?.count ?? 1);
  return {
    wrongCodes,
    lockedUntil: wrongCodes >= MFA_POLICY.maxWrongCodes && row ? new Date(row.reset_at) : null,
  };
}

/** Forgets the wrong codes after a correct one. */
export async function clearWrongMfaCodes(db: Db, userId: number): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, counterKey(userId)));
}

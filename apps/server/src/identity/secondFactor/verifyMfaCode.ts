import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { mfaCodes } from '../../db/schema/index.ts';
import type { MfaCodeHasher } from './loadMfaCodeHasher.ts';
import { lockUserRow } from './lockUserRow.ts';
import { clearWrongMfaCodes, readMfaLockout, recordWrongMfaCode } from './mfaLockout.ts';
import { MFA_POLICY } from './mfaPolicy.ts';

/** Options of {@link verifyMfaCode}. */
export interface VerifyMfaCodeOptions {
  db: Db;
  hasher: MfaCodeHasher;
  now: Date;
  userId: number;
  deviceId: string;
  channel: 'sms' | 'email';
  code: string;
}

/** The outcome of a code check; only `wrong` and `locked` count against the user. */
export type VerifyMfaCodeResult =
  | { kind: 'verified'; destination: string }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'locked'; lockedUntil: Date; justLocked: boolean };

/**
 * Checks a code against the newest unused code sent to this user's device on this channel. A match is used up at
 * once (single use); a wrong code counts towards the lock, and the code that reaches `MFA_POLICY.maxWrongCodes` locks
 * the factor for `MFA_POLICY.lockMs`; the right digits after five minutes are `expired` and count nothing. The counts
 * are committed even though the request fails, which is why this returns an outcome instead of throwing.
 */
export async function verifyMfaCode(options: VerifyMfaCodeOptions): Promise<VerifyMfaCodeResult> {
  const { db, hasher, now, userId, deviceId, channel, code } = options;
  return db.transaction(async (transaction): Promise<VerifyMfaCodeResult> => {
    const tx = transaction as unknown as Db;
    await lockUserRow(tx, userId);
    const lockout = await readMfaLockout(tx, userId, now);
    if (lockout) return { kind: 'locked', lockedUntil: lockout.lockedUntil, justLocked: false };

    const [latest] = await tx
      .select({
        id: mfaCodes.id,
        codeHash: mfaCodes.codeHash,
        expiresAt: mfaCodes.expiresAt,
        destination: mfaCodes.destination,
      })
      .from(mfaCodes)
      .where(
        and(
          eq(mfaCodes.userId, userId),
          eq(mfaCodes.deviceId, deviceId),
          eq(mfaCodes.channel, channel),
          isNull(mfaCodes.usedAt),
        ),
      )
      .orderBy(desc(mfaCodes.id))
      .limit(1);

    if (latest && hasher.matches({ userId, deviceId, channel, code }, latest.codeHash)) {
      if (latest.expiresAt <= now) return { kind: 'expired' };
      const [used] = await tx
        .update(mfaCodes)
        .set({ usedAt: now })
        .where(and(eq(mfaCodes.id, latest.id), isNull(mfaCodes.usedAt)))
        .returning({ id: mfaCodes.id });
      if (used) {
        await clearWrongMfaCodes(tx, userId);
        return { kind: 'verified', destination: latest.destination };
      }
    }

    if (latest) {
      await tx
        .update(mfaCodes)
        .set({ attempts: sql`${mfaCodes.attempts} + 1` })
        .where(eq(mfaCodes.id, latest.id));
    }
    const { wrongCodes, lockedUntil } = await recordWrongMfaCode(tx, userId, now);
    if (lockedUntil) {
      // A locked factor leaves no code to finish with: the user asks for a new one after the lock.
      await tx
        .update(mfaCodes)
        .set({ usedAt: now })
        .where(and(eq(mfaCodes.userId, userId), isNull(mfaCodes.usedAt)));
      return { kind: 'locked', lockedUntil, justLocked: true };
    }
    return { kind: 'wrong', attemptsLeft: Math.max(MFA_POLICY.maxWrongCodes - wrongCodes, 0) };
  });
}

import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/openDatabase.ts';
import { mfaCodes } from '../../db/schema/index.ts';
import { generateMfaCode } from './generateMfaCode.ts';
import type { MfaCodeHasher } from './loadMfaCodeHasher.ts';
import { lockUserRow } from './lockUserRow.ts';
import { readMfaLockout } from './mfaLockout.ts';
import { MFA_POLICY } from './mfaPolicy.ts';

/** Options of {@link issueMfaCode}. */
export interface IssueMfaCodeOptions {
  db: Db;
  hasher: MfaCodeHasher;
  now: Date;
  userId: number;
  deviceId: string;
  channel: 'sms' | 'email';
  /** The phone (`+code-number`) or e-mail address the code goes to. */
  destination: string;
}

/** What happened: a code to send, or why none may be sent now. */
export type IssueMfaCodeResult =
  | { kind: 'issued'; code: string; expiresAt: Date }
  | { kind: 'locked'; lockedUntil: Date }
  | { kind: 'too-many-codes'; retryAt: Date };

/**
 * Creates a one-time code for a user's device and stores only its keyed hash. The previous unused codes of that
 * device stop working (the newest message is the one to type), a locked factor gets no code, and at most
 * `MFA_POLICY.maxCodesPerWindow` codes go out per user and hour. Sending is the caller's job, after this commits.
 */
export async function issueMfaCode(options: IssueMfaCodeOptions): Promise<IssueMfaCodeResult> {
  const { db, hasher, now, userId, deviceId, channel, destination } = options;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockUserRow(tx, userId);
    const lockout = await readMfaLockout(tx, userId, now);
    if (lockout) return { kind: 'locked', lockedUntil: lockout.lockedUntil };

    const windowStart = new Date(now.getTime() - MFA_POLICY.sendWindowMs);
    const recent = and(eq(mfaCodes.userId, userId), gt(mfaCodes.createdAt, windowStart));
    const [sent] = await tx.select({ count: count() }).from(mfaCodes).where(recent);
    if ((sent?.count ?? 0) >= MFA_POLICY.maxCodesPerWindow) {
      const [oldest] = await tx
        .select({ createdAt: mfaCodes.createdAt })
        .from(mfaCodes)
        .where(recent)
        .orderBy(asc(mfaCodes.createdAt))
        .limit(1);
      const retryAt = new Date((oldest?.createdAt ?? now).getTime() + MFA_POLICY.sendWindowMs);
      return { kind: 'too-many-codes', retryAt };
    }

    await tx
      .update(mfaCodes)
      .set({ usedAt: now })
      .where(and(eq(mfaCodes.userId, userId), eq(mfaCodes.deviceId, deviceId), isNull(mfaCodes.usedAt)));
    const code = generateMfaCode();
    const expiresAt = new Date(now.getTime() + MFA_POLICY.codeTtlMs);
    await tx.insert(mfaCodes).values({
      userId,
      deviceId,
      channel,
      destination,
      codeHash: hasher.hash({ userId, deviceId, channel, code }),
      expiresAt,
      createdAt: now,
    });
    return { kind: 'issued', code, expiresAt };
  });
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { loadServerSecret } from '../../db/loadServerSecret.ts';
import type { Db } from '../../db/openDatabase.ts';

/** What a code is bound to: the same digits for another user, device or channel never match. */
export interface MfaCodeBinding {
  userId: number;
  deviceId: string;
  channel: 'sms' | 'email';
  code: string;
}

/**
 * Turns one-time codes into keyed hashes and checks them, so the database never holds a usable code: without the
 * server's key, a stolen `mfa_codes` table does not even allow brute-forcing the million possible codes offline.
 */
export interface MfaCodeHasher {
  hash(binding: MfaCodeBinding): string;
  /** Constant-time comparison with a stored hash. */
  matches(binding: MfaCodeBinding, storedHash: string): boolean;
}

const SECRET_NAME = 'mfa.code-key';

/** Builds the hasher around a key (HMAC-SHA-256). */
export function createMfaCodeHasher(key: Buffer): MfaCodeHasher {
  const digest = ({ userId, deviceId, channel, code }: MfaCodeBinding) =>
    createHmac('sha256', key).update(`${userId}\n${deviceId}\n${channel}\n${code}`).digest();
  return {
    hash: (binding) => digest(binding).toString('base64url'),
    matches(binding, storedHash) {
      const expected = Buffer.from(storedHash, 'base64url');
      const actual = digest(binding);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** Loads the code key from the server secrets (generated on first start, shared by every instance). */
export async function loadMfaCodeHasher(db: Db): Promise<MfaCodeHasher> {
  const key = await loadServerSecret(db, SECRET_NAME, z.string().min(32), async () =>
    randomBytes(32).toString('base64url'),
  );
  return createMfaCodeHasher(Buffer.from(key, 'base64url'));
}

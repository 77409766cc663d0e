import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed recording address plays: long enough to listen while editing, short enough to go stale. */
export const RECORDING_URL_TTL_SECONDS = 15 * 60;

function computeSignature(key: Buffer, fileName: string, expires: number): string {
  return createHmac('sha256', key).update(`${fileName}\n${expires}`).digest('base64url');
}

/**
 * A short-lived address for a recording that plays without a token (an `<audio>` element cannot send one): the
 * stable address plus `expires` (Unix seconds) and an HMAC-SHA256 of the file name and expiry under the server's
 * key, so it cannot be extended or moved to another file.
 */
export function signRecordingUrl(options: {
  url: string;
  fileName: string;
  key: Buffer;
  now: Date;
  ttlSeconds?: number;
}): string {
  const expires = Math.floor(options.now.getTime() / 1000) + (options.ttlSeconds ?? RECORDING_URL_TTL_SECONDS);
  const signature = computeSignature(options.key, options.fileName, expires);
  return `${options.url}?expires=${expires}&signature=${signature}`;
}

/** The outcome of checking a signed address. */
export type RecordingSignatureCheck = 'valid' | 'expired' | 'invalid';

/**
 * Checks a signed recording address in constant time. The signature is checked before the expiry, so a forged
 * address learns nothing, not even that it would have expired.
 */
export function verifyRecordingSignature(options: {
  fileName: string;
  expires: string;
  signature: string;
  key: Buffer;
  now: Date;
}): RecordingSignatureCheck {
  if (!/^\d{1,12}$/.test(options.expires)) return 'invalid';
  const expires = Number(options.expires);
  const expected = Buffer.from(computeSignature(options.key, options.fileName, expires));
  const given = Buffer.from(options.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > options.now.getTime() ? 'valid' : 'expired';
}

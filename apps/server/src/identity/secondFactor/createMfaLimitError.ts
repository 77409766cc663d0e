import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/HttpError.ts';

const TEXTS = {
  MFA_LOCKED: (minutes: number) =>
    `Too many wrong codes. The verification is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  MFA_TOO_MANY_CODES: (minutes: number) =>
    `Too many codes were sent. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
};

/**
 * The 429 answer of a second-factor limit, saying how long to wait in words, in `retryAfterSeconds` and `until`
 * fields and in a `Retry-After` header; `isLogout: false` because waiting, not signing in again, is the remedy.
 */
export function createMfaLimitError(code: keyof typeof TEXTS, until: Date, now: Date, reply: FastifyReply): HttpError {
  const retryAfterSeconds = Math.max(Math.ceil((until.getTime() - now.getTime()) / 1000), 1);
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, code, TEXTS[code](Math.ceil(retryAfterSeconds / 60)), {
    isLogout: false,
    retryAfterSeconds,
    until: until.toISOString(),
  });
}

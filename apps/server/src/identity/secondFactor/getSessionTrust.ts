import type { VerifiedToken } from '../createTokenVerifier.ts';
import { getTokenSessionId } from './getTokenSessionId.ts';
import { MFA_POLICY } from './mfaPolicy.ts';

/** How a device that passed the second factor without "remember this device" stays trusted. */
export interface SessionTrust {
  /** The sign-in session the trust is bound to, or null when the token names none (then only its expiry bounds it). */
  sessionId: string | null;
  until: Date;
}

/**
 * Without "remember this device" the device is trusted for the sign-in session only: tokens carrying the same `sid`
 * (the built-in provider puts its session id in every access token, renewals included) keep working and a new
 * sign-in asks again. A token without `sid` is its own session, trusted until it expires. Never longer than one shift
 * (`MFA_POLICY.sessionTrustMaxMs`).
 */
export function getSessionTrust(token: VerifiedToken, now: Date): SessionTrust {
  const sessionId = getTokenSessionId(token);
  const cap = now.getTime() + MFA_POLICY.sessionTrustMaxMs;
  const { sid, exp } = token.claims;
  const boundBySession = typeof sid === 'string' && sid !== '';
  const until = boundBySession || typeof exp !== 'number' ? cap : Math.min(exp * 1000, cap);
  return { sessionId, until: new Date(until) };
}

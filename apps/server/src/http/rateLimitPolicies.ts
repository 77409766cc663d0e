import type { Endpoint } from '@carecall/api-client';

/** A request budget per client address and window. */
export interface RateLimitPolicy {
  max: number;
  timeWindow: number;
  /** Routes with the same group share one counter per client address; without it each route counts alone. */
  groupId?: string;
}

/** Sign-in form posts: enough for typos, too few for guessing passwords. */
export const SIGN_IN_RATE_LIMIT: RateLimitPolicy = { max: 10, timeWindow: 60_000 };

/**
 * Second-factor calls (sending and checking codes): a 6-digit code must not be guessable by repetition. One budget
 * across every second-factor route, so spreading attempts over the texted and the e-mailed code buys nothing.
 */
export const MFA_RATE_LIMIT: RateLimitPolicy = { max: 20, timeWindow: 60_000, groupId: 'mfa' };

/** The budget of an endpoint, or null when it is not rate limited: every `/auth/mfa` call of the contract is. */
export function getEndpointRateLimit(endpoint: Pick<Endpoint, 'path'>): RateLimitPolicy | null {
  return endpoint.path.startsWith('/auth/mfa') ? MFA_RATE_LIMIT : null;
}

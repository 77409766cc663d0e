import type { VerifiedToken } from '../createTokenVerifier.ts';

/**
 * The sign-in session a token belongs to: its `sid` claim (the built-in provider's session, the same in renewed
 * tokens), else the token itself (`jti`); null when it names neither. Device trust without "remember" is bound to it.
 */
export function getTokenSessionId(token: VerifiedToken): string | null {
  const { sid, jti } = token.claims;
  if (typeof sid === 'string' && sid) return getProviderSessionId(sid);
  if (typeof jti === 'string' && jti) return `jti:${jti}`;
  return null;
}

/** The session id device trust records for a provider session (`sid`), so ending that session can find its rows. */
export function getProviderSessionId(sid: string): string {
  return `sid:${sid}`;
}

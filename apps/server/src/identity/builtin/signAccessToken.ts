import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { ProviderSecrets } from './loadProviderSecrets.ts';

/** The claims of an access token the server signs itself. */
export interface AccessTokenClaims {
  issuer: string;
  audience: string;
  clientId: string;
  subject: string;
  email: string;
  scope?: string;
  expiresInSeconds?: number;
  now?: Date;
}

/**
 * Signs an access token with the built-in provider's current key, shaped like the provider's own (`at+jwt`, issuer,
 * audience, client id), so scripts and tests get tokens the API verifies through the same published keys.
 */
export async function signAccessToken(secrets: ProviderSecrets, claims: AccessTokenClaims): Promise<string> {
  const [key] = secrets.signingKeys;
  if (!key) throw new Error('the built-in provider has no signing key');
  const issuedAt = Math.floor((claims.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ client_id: claims.clientId, scope: claims.scope ?? 'openid profile email', email: claims.email })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt' })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(claims.subject)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (claims.expiresInSeconds ?? 3600))
    .sign(await importJWK(key, key.alg));
}

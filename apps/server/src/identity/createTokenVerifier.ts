import { createRemoteJWKSet, customFetch, errors, type FetchImplementation, type JWTPayload, jwtVerify } from 'jose';
import { z } from 'zod';
import { createTtlCache } from '../cache/createTtlCache.ts';
import { HttpError } from '../http/HttpError.ts';

/** The claims the server relies on, after signature, issuer, audience and expiry were checked. */
export interface VerifiedToken {
  subject: string;
  email: string | null;
  claims: JWTPayload;
}

/** Verifies bearer tokens of one issuer. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/** Where the verifier fetches the discovery document and keys; the built-in provider is reached in process. */
export type DocumentFetch = (url: string) => Promise<Response>;

/** Options of {@link createTokenVerifier}. */
export interface TokenVerifierOptions {
  issuer: string;
  audience: string;
  fetch?: DocumentFetch;
  /** The clock expiry is checked against; the app's, so tests that move time move token expiry with it. */
  now?: () => Date;
}

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.string() });

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** How long a verified token is remembered at most (never past its expiry). */
const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;

const invalidToken = () => new HttpError(401, 'UNAUTHORIZED', 'The access token is not valid');

/**
 * Verifies access tokens (JWT) against the keys the issuer publishes at the `jwks_uri` of its discovery document.
 * The same code serves an external provider and the built-in one, so there is one way a token becomes a user.
 */
export function createTokenVerifier({
  issuer,
  audience,
  fetch: fetchDocument = fetch,
  now = () => new Date(),
}: TokenVerifierOptions): TokenVerifier {
  let keySet: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;

  const jwksFetch: FetchImplementation = (url) => fetchDocument(url);

  const loadKeySet = async () => {
    const response = await fetchDocument(`${issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`discovery document answered ${response.status}`);
    const discovery = discoverySchema.parse(await response.json());
    if (discovery.issuer.replace(/\/$/, '') !== issuer) {
      throw new Error(`discovery document names issuer ${discovery.issuer}, expected ${issuer}`);
    }
    return createRemoteJWKSet(new URL(discovery.jwks_uri), {
      [customFetch]: jwksFetch,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
  };

  const getKeySet = () => {
    keySet ??= loadKeySet().catch((error: unknown) => {
      keySet = null;
      throw error;
    });
    return keySet;
  };

  // A token verified once is the same token until it expires: repeated calls skip the signature check.
  const verified = createTtlCache<string, VerifiedToken>({ ttlMs: VERIFIED_TOKEN_TTL_MS, maxEntries: 10_000, now });

  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const result = await verifyWithKeys(token);
      const expiresAt = typeof result.claims.exp === 'number' ? result.claims.exp * 1000 : 0;
      verified.set(token, result, Math.min(expiresAt - now().getTime(), VERIFIED_TOKEN_TTL_MS));
      return result;
    },
  };

  async function verifyWithKeys(token: string): Promise<VerifiedToken> {
    let jwks: Awaited<ReturnType<typeof getKeySet>>;
    try {
      jwks = await getKeySet();
    } catch (cause) {
      throw new HttpError(503, 'IDENTITY_UNAVAILABLE', 'The identity provider cannot be reached', {}, cause);
    }
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: [issuer, `${issuer}/`],
        audience,
        algorithms: ALGORITHMS,
        clockTolerance: 5,
        currentDate: now(),
      });
      if (!payload.sub) throw invalidToken();
      return {
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        claims: payload,
      };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof errors.JWTExpired) {
        throw new HttpError(401, 'TOKEN_EXPIRED', 'The access token has expired');
      }
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) throw invalidToken();
      throw new HttpError(503, 'IDENTITY_UNAVAILABLE', 'The identity provider cannot be reached', {}, error);
    }
  }
}

import type { FastifyInstance } from 'fastify';
import type { DocumentFetch } from './createTokenVerifier.ts';

/**
 * Fetches the built-in provider's discovery document and keys through the app itself instead of the network: the
 * verifier follows the same discovery → jwks_uri → verify path as for an external issuer, without depending on the
 * server reaching its own public address (proxies, containers, tests).
 */
export function createInProcessFetch(app: FastifyInstance): DocumentFetch {
  return async (url) => {
    const { pathname, search } = new URL(url);
    const response = await app.inject({ method: 'GET', url: `${pathname}${search}` });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(response.body, { status: response.statusCode, headers });
  };
}

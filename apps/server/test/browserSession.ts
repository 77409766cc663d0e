import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface, for tests that need a real listening server. */
export async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A PKCE pair as a public client makes it (RFC 7636, S256). */
export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The part of a browser a sign-in needs over real HTTP: a cookie jar (by name, which is all these paths need) and
 * requests that never follow redirects, so each step of the flow can be checked.
 */
export function createBrowserSession(base: string) {
  const cookies = new Map<string, string>();

  const store = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, raw] = attribute.split('=').map((part) => part.trim().toLowerCase());
        return (key === 'max-age' && Number(raw) <= 0) || (key === 'expires' && Date.parse(raw ?? '') < Date.now());
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  };

  const request = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: 'manual' });
    store(response);
    return response;
  };

  return {
    cookies,
    get: (url: string) => request(url),
    postForm: (url: string, fields: Record<string, string>) =>
      request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}

/** The `Location` of a redirect, resolved against the request's base. */
export function locationOf(response: Response, base: string): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(location, base).toString();
}

import { createBrowserSession, createPkce, getFreePort, locationOf } from './browserSession.ts';
import { createTestApp, type TestAppOptions } from './harness.ts';

/** A test app listening on a free loopback port, for flows that need real HTTP (the built-in provider's pages). */
export async function startListeningApp(options: TestAppOptions = {}) {
  const port = await getFreePort();
  const base = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ ...options, env: { ...options.env, PORT: String(port), PUBLIC_URL: base } });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { ...testApp, base };
}

/** A browser that signs in at the built-in provider and exchanges codes for access tokens, as the portal does. */
export function createProviderBrowser(base: string) {
  const browser = createBrowserSession(base);

  const authorize = async (extra: Record<string, string> = {}) => {
    const pkce = createPkce();
    const params = new URLSearchParams({
      client_id: 'carecall-portal',
      redirect_uri: `${base}/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return { pkce, response: await browser.get(`${base}/oidc/auth?${params}`) };
  };

  const followToCode = async (start: string): Promise<string> => {
    let next = start;
    for (let hop = 0; hop < 10; hop += 1) {
      if (next.startsWith(`${base}/callback`)) {
        const code = new URL(next).searchParams.get('code');
        if (!code) throw new Error(`no code in ${next}`);
        return code;
      }
      next = locationOf(await browser.get(next), base);
    }
    throw new Error('no callback');
  };

  const exchange = async (code: string, verifier: string): Promise<string> => {
    const response = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}/callback`,
        client_id: 'carecall-portal',
        code_verifier: verifier,
      }),
    });
    const tokens = (await response.json()) as { access_token?: string };
    if (!tokens.access_token) throw new Error(`token exchange failed: ${JSON.stringify(tokens)}`);
    return tokens.access_token;
  };

  return {
    /** Posts the sign-in form; answers its HTTP status (303 on success, 401 on a wrong password). */
    async submitSignIn(email: string, password: string): Promise<{ status: number; accessToken: string | null }> {
      const { pkce, response } = await authorize();
      const interaction = locationOf(response, base);
      await browser.get(interaction);
      const posted = await browser.postForm(`${interaction}/login`, { email, password });
      if (posted.status !== 303) return { status: posted.status, accessToken: null };
      const code = await followToCode(locationOf(posted, base));
      return { status: posted.status, accessToken: await exchange(code, pkce.verifier) };
    },
    /** A new access token from the provider session alone (`prompt=none`), as the portal's silent renewal gets it. */
    async renewSilently(): Promise<string> {
      const { pkce, response } = await authorize({ prompt: 'none' });
      const code = await followToCode(locationOf(response, base));
      return exchange(code, pkce.verifier);
    },
  };
}

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

  const exchange = async (code: string, verifier: string): Promise<{ accessToken: string; idToken: string | null }> => {
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
    const tokens = (await response.json()) as { access_token?: string; id_token?: string };
    if (!tokens.access_token) throw new Error(`token exchange failed: ${JSON.stringify(tokens)}`);
    return { accessToken: tokens.access_token, idToken: tokens.id_token ?? null };
  };

  return {
    /** Posts the sign-in form; answers its HTTP status (303 on success, 401 on a wrong password). */
    async submitSignIn(
      email: string,
      password: string,
    ): Promise<{ status: number; accessToken: string | null; idToken: string | null }> {
      const { pkce, response } = await authorize();
      const interaction = locationOf(response, base);
      await browser.get(interaction);
      const posted = await browser.postForm(`${interaction}/login`, { email, password });
      if (posted.status !== 303) return { status: posted.status, accessToken: null, idToken: null };
      const code = await followToCode(locationOf(posted, base));
      return { status: posted.status, ...(await exchange(code, pkce.verifier)) };
    },
    /** A new access token from the provider session alone (`prompt=none`), as the portal's silent renewal gets it. */
    async renewSilently(): Promise<string> {
      const { pkce, response } = await authorize({ prompt: 'none' });
      const code = await followToCode(locationOf(response, base));
      return (await exchange(code, pkce.verifier)).accessToken;
    },
    /**
     * RP-initiated logout as the portal starts it (`end_session` with `id_token_hint` and the post-logout address),
     * then what the logout page's script does: post its form with `logout=yes`. Answers the page and the final
     * redirect, so a test can check both.
     */
    async endSession(idToken: string, postLogoutRedirectUri = `${base}/login`) {
      const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri });
      const page = await browser.get(`${base}/oidc/session/end?${params}`);
      const html = await page.text();
      const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
      if (!action || !xsrf) throw new Error(`no logout form in ${page.status} ${html.slice(0, 200)}`);
      const confirmed = await browser.postForm(new URL(action.replaceAll('&amp;', '&'), base).toString(), {
        xsrf,
        logout: 'yes',
      });
      return { page, html, confirmed };
    },
  };
}

import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { trustDevice } from '../src/identity/trustDevice.ts';
import { createBrowserSession, createPkce, getFreePort, locationOf } from './browserSession.ts';
import { createTestApp } from './harness.ts';

async function startListening() {
  const port = await getFreePort();
  const base = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: base } });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return { ...testApp, base };
}

function authorizeUrl(base: string, challenge: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'carecall-portal',
    redirect_uri: `${base}/callback`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-123',
    nonce: 'nonce-456',
    ...extra,
  });
  return `${base}/oidc/auth?${params}`;
}

/** Follows the provider's redirects (answering the automatic consent) until the portal's callback. */
async function followToCallback(
  browser: ReturnType<typeof createBrowserSession>,
  base: string,
  start: string,
): Promise<{ callback: URL; steps: string[] }> {
  let next = start;
  const steps: string[] = [];
  for (let hop = 0; hop < 10; hop += 1) {
    if (next.startsWith(`${base}/callback`)) return { callback: new URL(next), steps };
    const response = await browser.get(next);
    steps.push(new URL(next).pathname.replace(/\/[\w-]{10,}$/, '/:uid'));
    expect([302, 303]).toContain(response.status);
    next = locationOf(response, base);
  }
  throw new Error(`no callback after ${steps.join(' → ')}`);
}

describe('the built-in OpenID Connect provider', () => {
  it('signs a user in with authorization code and PKCE, and the API accepts the access token', async () => {
    const { base, services } = await startListening();
    const browser = createBrowserSession(base);
    const pkce = createPkce();

    const authorization = await browser.get(authorizeUrl(base, pkce.challenge, { login_hint: 'admin@demo.test' }));
    expect(authorization.status).toBe(303);
    const interactionUrl = locationOf(authorization, base);
    expect(new URL(interactionUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const form = await browser.get(interactionUrl);
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(formHtml).toContain('CareCall');
    expect(formHtml).toContain('value="admin@demo.test"');
    expect(form.headers.get('content-security-policy')).toContain("script-src 'self'");

    const wrong = await browser.postForm(`${interactionUrl}/login`, { email: 'admin@demo.test', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The e-mail or password is incorrect.');

    const signedIn = await browser.postForm(`${interactionUrl}/login`, {
      email: 'Admin@Demo.test',
      password: 'demo-password',
    });
    expect(signedIn.status).toBe(303);
    const { callback, steps } = await followToCallback(browser, base, locationOf(signedIn, base));
    // Back to the authorization endpoint, through the automatic consent, back again, then to the portal.
    expect(steps).toEqual(['/oidc/auth/:uid', '/oidc/interaction/:uid', '/oidc/auth/:uid']);
    expect(callback.searchParams.get('state')).toBe('state-123');
    expect(callback.searchParams.get('iss')).toBe(`${base}/oidc`);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenResponse = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: `${base}/callback`,
        client_id: 'carecall-portal',
        code_verifier: pkce.verifier,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ iss: `${base}/oidc`, aud: 'urn:carecall:api', client_id: 'carecall-portal' });
    expect(claims.email).toBe('admin@demo.test');
    expect(decodeJwt(tokens.id_token).nonce).toBe('nonce-456');

    const deviceId = 'browser-device-1';
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'device-id': deviceId };
    const beforeSecondFactor = await fetch(`${base}/api/test`, { headers });
    expect(beforeSecondFactor.status).toBe(401);
    expect(await beforeSecondFactor.json()).toMatchObject({
      code: 'MFA_CODE_IS_REQUIRED',
      phoneNumber: '+1-********02',
    });

    const [admin] = await services.db.query.users.findMany({
      where: (table, operators) => operators.eq(table.email, 'admin@demo.test'),
    });
    const now = new Date();
    await trustDevice(services.db, admin?.id ?? -1, deviceId, now, new Date(now.getTime() + 60_000));
    const accepted = await fetch(`${base}/api/test`, { headers });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ ok: true });
  });

  it('renews silently with the session cookie and rejects a wrong PKCE verifier', async () => {
    const { base } = await startListening();
    const browser = createBrowserSession(base);
    const first = createPkce();
    const interaction = locationOf(await browser.get(authorizeUrl(base, first.challenge)), base);
    await browser.get(interaction);
    const signedIn = await browser.postForm(`${interaction}/login`, {
      email: 'operator@demo.test',
      password: 'demo-password',
    });
    await followToCallback(browser, base, locationOf(signedIn, base));

    const silent = createPkce();
    const renewal = await browser.get(authorizeUrl(base, silent.challenge, { prompt: 'none' }));
    const { callback } = await followToCallback(browser, base, locationOf(renewal, base));
    expect(callback.searchParams.get('error')).toBeNull();
    const code = callback.searchParams.get('code') ?? '';

    const stolen = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}/callback`,
        client_id: 'carecall-portal',
        code_verifier: first.verifier,
      }),
    });
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('shows an expired page for an unknown interaction', async () => {
    const { base } = await startListening();
    const unknown = await createBrowserSession(base).get(`${base}/oidc/interaction/does-not-exist`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('This sign-in page has expired');
  });

  it('speaks Japanese when asked and returns to the portal with access_denied on cancel', async () => {
    const { base } = await startListening();
    const browser = createBrowserSession(base);
    const interaction = locationOf(
      await browser.get(authorizeUrl(base, createPkce().challenge, { ui_locales: 'ja en' })),
      base,
    );
    const form = await (await browser.get(interaction)).text();
    expect(form).toContain('<html lang="ja">');
    expect(form).toContain('サインイン');
    const { callback } = await followToCallback(browser, base, `${interaction}/abort`);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-123');
  });

  it('signs out through its own self-submitting page, after which silent renewal needs a new sign-in', async () => {
    const { base } = await startListening();
    const browser = createBrowserSession(base);
    const interaction = locationOf(await browser.get(authorizeUrl(base, createPkce().challenge)), base);
    await browser.get(interaction);
    const signedIn = await browser.postForm(`${interaction}/login`, {
      email: 'agent@demo.test',
      password: 'demo-password',
    });
    await followToCallback(browser, base, locationOf(signedIn, base));

    const endSession = `${base}/oidc/session/end?client_id=carecall-portal&post_logout_redirect_uri=${encodeURIComponent(`${base}/login`)}`;
    const confirmPage = await browser.get(endSession);
    expect(confirmPage.status).toBe(200);
    const html = await confirmPage.text();
    expect(html).toContain('<input type="hidden" form="op.logoutForm" name="logout" value="yes">');
    expect(html).toContain('<script src="/oidc/assets/submit-logout.js" defer></script>');
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
    const confirmed = await browser.postForm(`${base}/oidc/session/end/confirm`, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(locationOf(confirmed, base)).toBe(`${base}/login`);

    const renewal = await browser.get(authorizeUrl(base, createPkce().challenge, { prompt: 'none' }));
    const { callback } = await followToCallback(browser, base, locationOf(renewal, base));
    expect(callback.searchParams.get('error')).toBe('login_required');
  });

  it('keeps its own pages under the content security policy, with a hash for its one inline script', async () => {
    const { base } = await startListening();
    const autoSubmit = await createBrowserSession(base).get(`${base}/oidc/session/end?client_id=carecall-portal`);
    expect(autoSubmit.status).toBe(200);
    const policy = autoSubmit.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
  });

  it('lets another instance trust it as an external issuer, through discovery and keys over HTTP', async () => {
    const { base, signIn } = await startListening();
    const session = await signIn('super@demo.test');
    const external = await createTestApp({
      keepData: true,
      env: { OIDC_ISSUER: `${base}/oidc`, OIDC_AUDIENCE: 'urn:carecall:api', OIDC_CLIENT_ID: 'carecall-portal' },
    });
    const response = await external.app.inject({
      method: 'GET',
      url: '/api/test',
      headers: { authorization: `Bearer ${session.accessToken}`, 'device-id': session.deviceId },
    });
    expect(response.statusCode).toBe(200);
    expect((await external.app.inject({ method: 'POST', url: '/dev/token', payload: {} })).statusCode).toBe(404);
    const config = (await external.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.identity).toMatchObject({ issuer: `${base}/oidc`, clientId: 'carecall-portal' });
  });
});

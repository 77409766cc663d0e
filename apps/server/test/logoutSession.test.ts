import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createProviderBrowser, startListeningApp } from './providerSignIn.ts';

/** Signs in at the built-in provider in `browser` and passes the texted code, remembered or not. */
async function signInPastSecondFactor(
  base: string,
  browser: ReturnType<typeof createProviderBrowser>,
  deviceId: string,
  rememberDevice: boolean,
) {
  const { accessToken, idToken } = await browser.submitSignIn('operator@demo.test', 'demo-password');
  if (!accessToken || !idToken) throw new Error('sign-in failed');
  const call = createCaller(base, deviceId);
  expect((await call(accessToken, '/api/auth/mfa/sendCode')).status).toBe(200);
  const [message] = (await (await fetch(`${base}/dev/outbox`)).json()) as { code: string }[];
  const verified = await call(accessToken, '/api/auth/mfa/verifyCode', {
    method: 'POST',
    body: JSON.stringify({ code: message?.code, rememberDevice }),
  });
  expect(verified.status).toBe(200);
  expect((await call(accessToken, '/api/user/auth/')).status).toBe(200);
  return { accessToken, idToken };
}

function createCaller(base: string, deviceId: string) {
  return (token: string, url: string, init: RequestInit = {}) =>
    fetch(`${base}${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'device-id': deviceId, 'content-type': 'application/json' },
    });
}

describe('logout at the built-in provider (RP-initiated, with id_token_hint)', () => {
  it('ends the provider session without a confirmation click, and with it the trust of an unremembered device', async () => {
    const { base } = await startListeningApp();
    const deviceId = 'ward-computer-logout';
    const call = createCaller(base, deviceId);
    const browser = createProviderBrowser(base);
    const first = await signInPastSecondFactor(base, browser, deviceId, false);

    const { page, html, confirmed } = await browser.endSession(first.idToken);
    expect(page.status).toBe(200);
    // The page submits its own form (logout=yes) through a script of this server: no inline script, no extra click.
    expect(html).toContain('<input type="hidden" form="op.logoutForm" name="logout" value="yes">');
    expect(html).toContain('<script src="/oidc/assets/submit-logout.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
    const scriptSources = (page.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src');
    expect(scriptSources).toEqual(['script-src', "'self'"]);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${base}/login`);

    const script = await fetch(`${base}/oidc/assets/submit-logout.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("getElementById('op.logoutForm').submit()");

    // The token of the ended session no longer passes: its device trust ended with the session.
    const stale = await call(first.accessToken, '/api/user/auth/');
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });

    // Signing in again in the same browser is a new session, and the code is asked again.
    const { accessToken: again } = await browser.submitSignIn('operator@demo.test', 'demo-password');
    if (!again) throw new Error('sign-in failed');
    expect(decodeJwt(again).sid).not.toBe(decodeJwt(first.accessToken).sid);
    const asked = await call(again, '/api/user/auth/');
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
  });

  it('keeps a remembered device remembered after logout', async () => {
    const { base } = await startListeningApp();
    const deviceId = 'desk-computer-remembered';
    const call = createCaller(base, deviceId);
    const browser = createProviderBrowser(base);
    const first = await signInPastSecondFactor(base, browser, deviceId, true);

    const { confirmed } = await browser.endSession(first.idToken);
    expect(confirmed.status).toBe(303);

    const { accessToken: again } = await browser.submitSignIn('operator@demo.test', 'demo-password');
    if (!again) throw new Error('sign-in failed');
    expect((await call(again, '/api/user/auth/')).status).toBe(200);
  });

  it('refuses a post-logout address that is not registered for the portal', async () => {
    const { base } = await startListeningApp();
    const browser = createProviderBrowser(base);
    const { idToken } = await browser.submitSignIn('operator@demo.test', 'demo-password');
    if (!idToken) throw new Error('sign-in failed');
    const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'https://elsewhere.test/' });
    const page = await fetch(`${base}/oidc/session/end?${params}`);
    expect(page.status).toBe(400);
  });
});

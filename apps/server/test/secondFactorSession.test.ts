import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createProviderBrowser, startListeningApp } from './providerSignIn.ts';

describe('a device verified without "remember this device"', () => {
  it('stays trusted for renewed tokens of the same sign-in session, and only for them', async () => {
    const { base } = await startListeningApp();
    const deviceId = 'shared-ward-computer';
    const call = (token: string, url: string, init: RequestInit = {}) =>
      fetch(`${base}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, 'device-id': deviceId, 'content-type': 'application/json' },
      });

    const browser = createProviderBrowser(base);
    const { accessToken: first } = await browser.submitSignIn('operator@demo.test', 'demo-password');
    if (!first) throw new Error('sign-in failed');
    expect(decodeJwt(first).sid).toEqual(expect.any(String));
    expect((await call(first, '/api/user/auth/')).status).toBe(401);
    expect((await call(first, '/api/auth/mfa/sendCode')).status).toBe(200);
    const [message] = (await (await fetch(`${base}/dev/outbox`)).json()) as { code: string }[];
    const verified = await call(first, '/api/auth/mfa/verifyCode', {
      method: 'POST',
      body: JSON.stringify({ code: message?.code, rememberDevice: false }),
    });
    expect(verified.status).toBe(200);
    expect((await call(first, '/api/user/auth/')).status).toBe(200);

    // The portal's silent renewal: a new token of the same provider session keeps the device trusted.
    const renewed = await browser.renewSilently();
    expect(renewed).not.toBe(first);
    expect(decodeJwt(renewed).sid).toBe(decodeJwt(first).sid);
    expect((await call(renewed, '/api/user/auth/')).status).toBe(200);

    // A new sign-in on the same computer (another session) is asked again.
    const other = createProviderBrowser(base);
    const { accessToken: next } = await other.submitSignIn('operator@demo.test', 'demo-password');
    if (!next) throw new Error('sign-in failed');
    const asked = await call(next, '/api/user/auth/');
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
  });
});

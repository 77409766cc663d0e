import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { readLatestCode, readLatestOutboxId } from '../harness/readLatestCode.ts';
import { screenshot } from '../harness/screenshot.ts';
import { submitSignInForm } from '../harness/signIn.ts';
import { test } from '../harness/test.ts';

/** An authorization request of the portal's client, as oidc-client-ts makes it (code flow with PKCE). */
async function buildAuthorizationUrl(baseUrl: string): Promise<string> {
  const discovery = (await (await fetch(`${baseUrl}/oidc/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
  };
  const verifier = randomBytes(32).toString('base64url');
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: 'carecall-portal',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${baseUrl}/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  }).toString();
  return url.toString();
}

test('the sign-in page takes a demo account and returns to the portal with an authorization code', async ({
  page,
  baseUrl,
}) => {
  await page.goto(await buildAuthorizationUrl(baseUrl));
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await screenshot(page, 'provider-sign-in');

  await submitSignInForm(page, DEMO_USERS.operator.email);
  await page.waitForURL((url) => url.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('code')).toMatch(/\S+/);
});

test('the sign-in page refuses a wrong password and says so', async ({ page, baseUrl }) => {
  await page.goto(await buildAuthorizationUrl(baseUrl));
  await submitSignInForm(page, DEMO_USERS.operator.email, 'not-the-password');
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('The e-mail or password is incorrect.');
  expect(new URL(page.url()).pathname).toMatch(/^\/oidc\//);
  await screenshot(page, 'provider-sign-in-wrong-password');
});

test('a second-factor code sent by the demo server can be read from the outbox', async ({ baseUrl }) => {
  const user = DEMO_USERS.agent;
  const before = await readLatestOutboxId(user.phone);
  const tokenResponse = await fetch(`${baseUrl}/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, trustDevice: false }),
  });
  const { access_token, device_id } = (await tokenResponse.json()) as { access_token: string; device_id: string };
  const sent = await fetch(`${baseUrl}/api/auth/mfa/sendCode`, {
    headers: { authorization: `Bearer ${access_token}`, 'device-id': device_id },
  });
  expect(sent.status).toBe(200);

  expect(await readLatestCode(user.phone, { newerThan: before })).toMatch(/^\d{6}$/);
});

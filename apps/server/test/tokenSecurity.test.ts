import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { loadProviderSecrets } from '../src/identity/builtin/loadProviderSecrets.ts';
import { signAccessToken } from '../src/identity/builtin/signAccessToken.ts';
import { createTestApp, type TestApp } from './harness.ts';

async function subjectOf(testApp: TestApp, email: string): Promise<string> {
  const user = await testApp.services.db.query.users.findFirst({
    where: (table, operators) => operators.eq(table.email, email),
  });
  if (!user?.subject) throw new Error(`no subject for ${email}`);
  return user.subject;
}

async function callWith(testApp: TestApp, token: string | null, deviceId = 'device-1') {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/test',
    headers: { 'device-id': deviceId, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function signWithProviderKey(testApp: TestApp, overrides: { issuer?: string; audience?: string; now?: Date }) {
  const secrets = await loadProviderSecrets(testApp.services.db);
  const { identity } = testApp.config;
  return signAccessToken(secrets, {
    issuer: overrides.issuer ?? identity.issuer,
    audience: overrides.audience ?? identity.audience,
    clientId: identity.clientId,
    subject: await subjectOf(testApp, 'operator@demo.test'),
    email: 'operator@demo.test',
    ...(overrides.now ? { now: overrides.now } : {}),
  });
}

describe('access tokens', () => {
  it('are required: no token, a malformed one, or another scheme answer 401', async () => {
    const testApp = await createTestApp();
    expect(await callWith(testApp, null)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect((await callWith(testApp, null)).headers['www-authenticate']).toBe('Bearer');
    expect(await callWith(testApp, 'not-a-jwt')).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    const basic = await testApp.app.inject({
      method: 'GET',
      url: '/api/test',
      headers: { authorization: 'Basic b3BlcmF0b3I6ZGVtby1wYXNzd29yZA==', 'device-id': 'd' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('from another issuer, signed with another key, are refused even when they claim our issuer', async () => {
    const testApp = await createTestApp();
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const kid = (await exportJWK(publicKey)).n?.slice(0, 16) ?? 'other';
    const forge = (issuer: string) =>
      new SignJWT({ email: 'operator@demo.test', client_id: 'carecall-portal' })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(testApp.config.identity.audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    const subject = await subjectOf(testApp, 'operator@demo.test');
    const other = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer('https://evil.example/oidc')
      .setSubject(subject)
      .setAudience(testApp.config.identity.audience)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(await callWith(testApp, other)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(await callWith(testApp, await forge(testApp.config.identity.issuer))).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHORIZED' },
    });
  });

  it('signed with our key but naming another issuer are refused', async () => {
    const testApp = await createTestApp();
    const token = await signWithProviderKey(testApp, { issuer: 'https://evil.example/oidc' });
    expect(await callWith(testApp, token)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('for another audience are refused', async () => {
    const testApp = await createTestApp();
    const token = await signWithProviderKey(testApp, { audience: 'https://other-api.example' });
    expect(await callWith(testApp, token)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('that expired are refused with TOKEN_EXPIRED', async () => {
    const testApp = await createTestApp();
    const token = await signWithProviderKey(testApp, { now: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    expect(await callWith(testApp, token)).toMatchObject({ status: 401, body: { code: 'TOKEN_EXPIRED' } });
  });

  it('with the signature algorithm "none" are refused', async () => {
    const testApp = await createTestApp();
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      iss: testApp.config.identity.issuer,
      aud: testApp.config.identity.audience,
      sub: await subjectOf(testApp, 'super@demo.test'),
      exp: Math.floor(Date.now() / 1000) + 600,
    })}.`;
    expect(await callWith(testApp, unsigned)).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('of a person who is not a CareCall user are refused', async () => {
    const testApp = await createTestApp();
    const secrets = await loadProviderSecrets(testApp.services.db);
    const { identity } = testApp.config;
    const token = await signAccessToken(secrets, {
      ...identity,
      subject: 'someone-else',
      email: 'stranger@example.com',
    });
    expect(await callWith(testApp, token)).toMatchObject({ status: 401, body: { code: 'USER_UNKNOWN' } });
  });

  it('link a user by e-mail the first time an identity provider presents them', async () => {
    const testApp = await createTestApp();
    await testApp.services.db.update(users).set({ subject: null }).where(eq(users.email, 'operator@demo.test'));
    const session = await testApp.signIn('operator@demo.test');
    const secrets = await loadProviderSecrets(testApp.services.db);
    const token = await signAccessToken(secrets, {
      ...testApp.config.identity,
      subject: 'external-subject-42',
      email: 'OPERATOR@demo.test',
    });
    // /dev/token assigned a subject already; clear it to see the e-mail link happen.
    await testApp.services.db.update(users).set({ subject: null }).where(eq(users.email, 'operator@demo.test'));
    expect((await callWith(testApp, token, session.deviceId)).status).toBe(200);
    expect(await subjectOf(testApp, 'operator@demo.test')).toBe('external-subject-42');
  });
});

import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signExpiredToken, signTokenOfOtherIssuer } from './forgedTokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { callMfa, getSessionUser, readLatestCode } from './secondFactorRequests.ts';

const OPERATOR_PHONE = '+1-2025550103';

const MFA_CALLS = [
  ['GET', 'sendCode', undefined],
  ['POST', 'verifyUserIdentity', { phoneNumber: '+1-2025550199' }],
  ['POST', 'verifyCode', { code: '123456', rememberDevice: true }],
  ['POST', 'sendCodeEmail', { email: 'operator@demo.test' }],
  ['POST', 'verifyCodeEmail', { code: '123456', email: 'operator@demo.test' }],
] as const;

async function callAll(testApp: TestApp, headers: Record<string, string>) {
  const answers = [];
  for (const [method, path, payload] of MFA_CALLS) {
    const response = await testApp.app.inject({
      method,
      url: `/api/auth/mfa/${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    answers.push({ path, status: response.statusCode, code: response.json().code });
  }
  return answers;
}

describe('who may use the second-factor calls', () => {
  it('nobody without a valid token of our issuer, and nobody without a device id', async () => {
    const testApp = await createTestApp();
    const expect401 = (code: string) => MFA_CALLS.map(([, path]) => ({ path, status: 401, code }));
    expect(await callAll(testApp, { 'device-id': 'd1' })).toEqual(expect401('UNAUTHORIZED'));
    const foreign = await signTokenOfOtherIssuer(testApp, 'operator@demo.test');
    expect(await callAll(testApp, { authorization: `Bearer ${foreign}`, 'device-id': 'd1' })).toEqual(
      expect401('UNAUTHORIZED'),
    );
    const expired = await signExpiredToken(testApp, 'operator@demo.test');
    expect(await callAll(testApp, { authorization: `Bearer ${expired}`, 'device-id': 'd1' })).toEqual(
      expect401('TOKEN_EXPIRED'),
    );
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    expect(await callAll(testApp, { authorization: `Bearer ${operator.accessToken}` })).toEqual(
      MFA_CALLS.map(([, path]) => ({ path, status: 400, code: 'DEVICE_ID_REQUIRED' })),
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json()).toEqual([]);
  });
});

describe('codes are bound', () => {
  it('to the device they were requested on', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    const elsewhere = await operator.inject({
      method: 'POST',
      url: '/api/auth/mfa/verifyCode',
      payload: { code },
      headers: { 'device-id': 'attacker-browser' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await getSessionUser(operator)).statusCode).toBe(401);
  });

  it('to the user they were sent to, and trust to that user', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    const agent = await testApp.signIn('agent@demo.test', { trustDevice: false, deviceId: operator.deviceId });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    expect((await callMfa(agent, 'POST', 'verifyCode', { code })).statusCode).toBe(400);
    expect((await callMfa(operator, 'POST', 'verifyCode', { code, rememberDevice: true })).statusCode).toBe(200);
    // The browser is trusted for the operator, not for another user who signs in on it.
    expect((await getSessionUser(operator)).statusCode).toBe(200);
    expect((await getSessionUser(agent)).json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
  });

  it('to the channel: a texted code does not pass the e-mail check', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    const viaEmail = await callMfa(operator, 'POST', 'verifyCodeEmail', { code, email: 'operator@demo.test' });
    expect(viaEmail.statusCode).toBe(400);
  });
});

describe('secrets', () => {
  it('codes are stored only as keyed hashes and never logged', async () => {
    const chunks: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const testApp = await createTestApp({ env: { LOG_LEVEL: 'debug' }, build: { logger: true, logStream } });
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    const rows = await testApp.services.db.query.mfaCodes.findMany();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[\w-]{43}$/);
    await callMfa(operator, 'POST', 'verifyCode', { code });
    const audit = await testApp.services.db.query.auditLog.findMany();
    expect(JSON.stringify(audit)).not.toContain(code);
    const logs = chunks.join('');
    expect(logs).toContain('/api/auth/mfa/verifyCode');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(operator.accessToken);
  });
});

describe('user calls before the second factor', () => {
  it('answer 401 with the phase, even admin calls, so nothing is learned before it', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test', { trustDevice: false });
    for (const url of ['/api/user/auth/', '/api/user/settings', '/api/test', '/api/admin/users', '/api/admin/audit']) {
      const response = await admin.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED', phoneNumber: '+1-********02' });
    }
    const timeZone = await admin.inject({
      method: 'POST',
      url: '/api/user/updateUserTimeZone',
      payload: { timeOffSet: 0 },
    });
    expect(timeZone.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
    // The logger is reachable before the second factor (part 2: console output is forwarded once a token exists).
    const log = await admin.inject({ method: 'POST', url: '/api/user/logger', payload: { message: 'hello' } });
    expect(log.statusCode).toBe(200);
  });
});

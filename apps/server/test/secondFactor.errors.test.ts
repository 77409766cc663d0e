import { describe, expect, it } from 'vitest';
import { MFA_POLICY } from '../src/identity/secondFactor/mfaPolicy.ts';
import { createTestApp } from './harness.ts';
import { callMfa, getSessionUser, readLatestCode } from './secondFactorRequests.ts';
import { createTestClock, MINUTES } from './testClock.ts';

const OPERATOR_PHONE = '+1-2025550103';

/** A code that is certainly not the one sent. */
function otherThan(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('bad input to the second-factor calls', () => {
  it('answers 400 naming the field, never 500', async () => {
    const testApp = await createTestApp();
    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    const cases = [
      ['verifyUserIdentity', {}, 'phoneNumber'],
      ['verifyUserIdentity', { phoneNumber: '0501234567' }, 'phoneNumber'],
      ['verifyUserIdentity', { phoneNumber: '+972 50 123' }, 'phoneNumber'],
      ['verifyUserIdentity', { phoneNumber: 972501234567 }, 'phoneNumber'],
      ['verifyCode', {}, 'code'],
      ['verifyCode', { code: '' }, 'code'],
      ['verifyCode', { code: '12ab56' }, 'code'],
      ['verifyCode', { code: '123456', rememberDevice: 'yes' }, 'rememberDevice'],
      ['sendCodeEmail', { email: 'not-an-address' }, 'email'],
      ['verifyCodeEmail', { code: '12345', email: 'new@demo.test' }, 'code'],
      ['verifyCodeEmail', { code: '123456' }, 'email'],
    ] as const;
    for (const [path, payload, field] of cases) {
      const response = await callMfa(newcomer, 'POST', path, payload);
      expect(response.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().fields.map((entry: { path: string }) => entry.path)).toContain(field);
    }
    const missingCode = await callMfa(newcomer, 'POST', 'verifyCode', { code: '' });
    expect(missingCode.json().fields).toEqual([{ path: 'code', message: 'Code is required' }]);
    const shortEmailCode = await callMfa(newcomer, 'POST', 'verifyCodeEmail', { code: '1', email: 'new@demo.test' });
    expect(shortEmailCode.json().fields).toEqual([{ path: 'code', message: 'Please provide a valid 6 digit code.' }]);
  });

  it('refuses another person’s e-mail address on the e-mail channel', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    for (const [path, payload] of [
      ['sendCodeEmail', { email: 'admin@demo.test' }],
      ['verifyCodeEmail', { email: 'admin@demo.test', code: '123456' }],
    ] as const) {
      const response = await callMfa(operator, 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MFA_EMAIL_MISMATCH', fields: [{ path: 'email' }] });
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json()).toEqual([]);
  });

  it('asks for a phone before texting a code to a user without one', async () => {
    const testApp = await createTestApp();
    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    const response = await callMfa(newcomer, 'GET', 'sendCode');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'MFA_PHONE_NUMBER_REQUIRED' });
  });

  it('never replaces a confirmed phone through the second factor', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    const response = await callMfa(operator, 'POST', 'verifyUserIdentity', { phoneNumber: '+1-2025550666' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'MFA_PHONE_NUMBER_ON_FILE', phoneNumber: '+1-********03' });
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json()).toEqual([]);
    expect((await getSessionUser(operator)).json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
  });
});

describe('one-time codes', () => {
  it('expire after five minutes', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    clock.advance(MFA_POLICY.codeTtlMs);
    const late = await callMfa(operator, 'POST', 'verifyCode', { code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'MFA_CODE_EXPIRED' });
    expect((await getSessionUser(operator)).statusCode).toBe(401);

    await callMfa(operator, 'GET', 'sendCode');
    clock.advance(MFA_POLICY.codeTtlMs - 1_000);
    const fresh = await readLatestCode(testApp, OPERATOR_PHONE);
    expect((await callMfa(operator, 'POST', 'verifyCode', { code: fresh })).statusCode).toBe(200);
  });

  it('work once: the same code again is refused', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    expect((await callMfa(operator, 'POST', 'verifyCode', { code })).statusCode).toBe(200);
    const reused = await callMfa(operator, 'POST', 'verifyCode', { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'MFA_INVALID_CODE' });
  });

  it('are replaced by a newer code: only the last one sent works', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const first = await readLatestCode(testApp, OPERATOR_PHONE);
    await callMfa(operator, 'GET', 'sendCode');
    const second = await readLatestCode(testApp, OPERATOR_PHONE);
    if (first !== second) {
      expect((await callMfa(operator, 'POST', 'verifyCode', { code: first })).statusCode).toBe(400);
    }
    expect((await callMfa(operator, 'POST', 'verifyCode', { code: second })).statusCode).toBe(200);
  });

  it('lock the factor for 15 minutes after five wrong codes, saying how long, then work again', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    const wrong = otherThan(code);

    for (let attempt = 1; attempt < MFA_POLICY.maxWrongCodes; attempt += 1) {
      const response = await callMfa(operator, 'POST', 'verifyCode', { code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'MFA_INVALID_CODE',
        attemptsLeft: MFA_POLICY.maxWrongCodes - attempt,
      });
    }
    const locking = await callMfa(operator, 'POST', 'verifyCode', { code: wrong });
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toMatchObject({ code: 'MFA_LOCKED', isLogout: false, retryAfterSeconds: 15 * 60 });
    expect(locking.json().error).toContain('15 minutes');
    expect(locking.headers['retry-after']).toBe('900');

    // While locked even the right code and new codes are refused, on any device of the user.
    expect((await callMfa(operator, 'POST', 'verifyCode', { code })).json()).toMatchObject({ code: 'MFA_LOCKED' });
    const otherDevice = await testApp.signIn('operator@demo.test', { trustDevice: false });
    clock.advance(10 * MINUTES);
    const stillLocked = await callMfa(otherDevice, 'GET', 'sendCode');
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json()).toMatchObject({ code: 'MFA_LOCKED', retryAfterSeconds: 5 * 60 });
    expect((await callMfa(operator, 'POST', 'sendCodeEmail', { email: 'operator@demo.test' })).statusCode).toBe(429);

    clock.advance(5 * MINUTES);
    expect((await callMfa(operator, 'GET', 'sendCode')).statusCode).toBe(200);
    const fresh = await readLatestCode(testApp, OPERATOR_PHONE);
    expect((await callMfa(operator, 'POST', 'verifyCode', { code: fresh })).statusCode).toBe(200);
    expect((await getSessionUser(operator)).statusCode).toBe(200);

    const actions = (await testApp.services.db.query.auditLog.findMany()).map((row) => row.action);
    expect(actions.filter((action) => action === 'mfa_failed')).toHaveLength(MFA_POLICY.maxWrongCodes);
    expect(actions).toContain('mfa_locked');
  });

  it('forget wrong guesses after a correct code', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    for (let attempt = 1; attempt < MFA_POLICY.maxWrongCodes; attempt += 1) {
      await callMfa(operator, 'POST', 'verifyCode', { code: otherThan(code) });
    }
    expect((await callMfa(operator, 'POST', 'verifyCode', { code })).statusCode).toBe(200);
    const next = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(next, 'GET', 'sendCode');
    const nextCode = await readLatestCode(testApp, OPERATOR_PHONE);
    const wrong = await callMfa(next, 'POST', 'verifyCode', { code: otherThan(nextCode) });
    expect(wrong.json()).toMatchObject({ attemptsLeft: MFA_POLICY.maxWrongCodes - 1 });
  });

  it('go out at most ten times per user and hour, on both channels together', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    for (let sent = 0; sent < MFA_POLICY.maxCodesPerWindow; sent += 1) {
      const response =
        sent % 2 === 0
          ? await callMfa(operator, 'GET', 'sendCode')
          : await callMfa(operator, 'POST', 'sendCodeEmail', { email: 'operator@demo.test' });
      expect(response.statusCode).toBe(200);
      clock.advance(MINUTES);
    }
    const refused = await callMfa(operator, 'GET', 'sendCode');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'MFA_TOO_MANY_CODES', isLogout: false, retryAfterSeconds: 50 * 60 });
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json()).toHaveLength(10);

    // The window slides: an hour after the first code, one more may go out.
    clock.advance(50 * MINUTES);
    expect((await callMfa(operator, 'GET', 'sendCode')).statusCode).toBe(200);
    expect((await callMfa(operator, 'GET', 'sendCode')).statusCode).toBe(429);
  });
});

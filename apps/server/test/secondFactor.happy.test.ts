import { describe, expect, it } from 'vitest';
import { MFA_POLICY } from '../src/identity/secondFactor/mfaPolicy.ts';
import { createTestApp } from './harness.ts';
import { callMfa, getSessionUser, passSecondFactor, readLatestCode } from './secondFactorRequests.ts';
import { createTestClock, MINUTES } from './testClock.ts';

const OPERATOR_PHONE = '+1-2025550103';

async function auditActions(testApp: Awaited<ReturnType<typeof createTestApp>>, email: string): Promise<string[]> {
  const rows = await testApp.services.db.query.auditLog.findMany({ orderBy: (table, { asc }) => asc(table.id) });
  const user = await testApp.services.db.query.users.findFirst({ where: (table, { eq }) => eq(table.email, email) });
  return rows.filter((row) => row.userId === user?.id).map((row) => row.action);
}

describe('the second factor over HTTP', () => {
  it('takes a new device from 401 MFA_CODE_IS_REQUIRED through a texted code to a signed-in user', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });

    const before = await getSessionUser(operator);
    expect(before.statusCode).toBe(401);
    expect(before.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED', phoneNumber: '+1-********03' });

    const sent = await callMfa(operator, 'GET', 'sendCode');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ cellphone: '+1-********03', phase: 'MFA_CODE_IS_REQUIRED' });
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await callMfa(operator, 'POST', 'verifyCode', { code, rememberDevice: false });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, rememberedUntil: null });

    const after = await getSessionUser(operator);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ email: 'operator@demo.test', role: 101 });
    expect(await auditActions(testApp, 'operator@demo.test')).toEqual(['mfa_code_sent', 'mfa_verified']);
  });

  it('shows each code in the outbox with recipient, text and time, worded in the user language', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await callMfa(operator, 'GET', 'sendCode');
    const outbox = (await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(outbox).toEqual([
      {
        id: expect.any(Number),
        channel: 'sms',
        recipient: OPERATOR_PHONE,
        subject: null,
        body: expect.stringMatching(/^Your CareCall verification code is \d{6}\. It expires in 5 minutes\./),
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: expect.any(String),
      },
    ]);
    expect(outbox[0].body).toContain(outbox[0].code);
  });

  it('remembers a device for 30 days: a new token on it skips the second factor', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const first = await testApp.signIn('operator@demo.test', { trustDevice: false });
    expect((await callMfa(first, 'GET', 'sendCode')).statusCode).toBe(200);
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    const verified = await callMfa(first, 'POST', 'verifyCode', { code, rememberDevice: true });
    const rememberedUntil = new Date(verified.json().rememberedUntil);
    expect(rememberedUntil.getTime() - clock.now().getTime()).toBe(MFA_POLICY.rememberDeviceMs);

    clock.advance(29 * 24 * 60 * MINUTES);
    const later = await testApp.signIn('operator@demo.test', { trustDevice: false, deviceId: first.deviceId });
    expect((await getSessionUser(later)).statusCode).toBe(200);

    clock.advance(2 * 24 * 60 * MINUTES);
    const expired = await testApp.signIn('operator@demo.test', { trustDevice: false, deviceId: first.deviceId });
    expect((await getSessionUser(expired)).json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
    expect(await auditActions(testApp, 'operator@demo.test')).toContain('mfa_device_remembered');
  });

  it('does not remember a device unless asked: the same token works, a new sign-in asks again', async () => {
    const testApp = await createTestApp();
    const first = await testApp.signIn('operator@demo.test', { trustDevice: false });
    await passSecondFactor(testApp, first, OPERATOR_PHONE, false);
    expect((await getSessionUser(first)).statusCode).toBe(200);

    const again = await testApp.signIn('operator@demo.test', { trustDevice: false, deviceId: first.deviceId });
    expect((await getSessionUser(again)).json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
  });

  it('offers the e-mail channel instead of a text message', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    const sent = await callMfa(operator, 'POST', 'sendCodeEmail', { email: 'Operator@Demo.test' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ email: 'o***r@demo.test' });
    const code = await readLatestCode(testApp, 'operator@demo.test');
    const [mail] = (await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your CareCall verification code', code });

    const verified = await callMfa(operator, 'POST', 'verifyCodeEmail', { code, email: 'operator@demo.test' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, rememberedUntil: null });
    expect((await getSessionUser(operator)).statusCode).toBe(200);
  });

  it('takes a user without a phone through phone entry, then confirms the phone with its code', async () => {
    const testApp = await createTestApp();
    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    const needsPhone = await getSessionUser(newcomer);
    expect(needsPhone.statusCode).toBe(401);
    expect(needsPhone.json()).toMatchObject({ code: 'MFA_PHONE_NUMBER_REQUIRED' });

    const submitted = await callMfa(newcomer, 'POST', 'verifyUserIdentity', { phoneNumber: '+972-501234567' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({ phase: 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED', cellphone: '+972-*******67' });
    const pending = await getSessionUser(newcomer);
    expect(pending.json()).toMatchObject({
      code: 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED',
      phoneNumber: '+972-*******67',
    });

    const code = await readLatestCode(testApp, '+972-501234567');
    expect((await callMfa(newcomer, 'POST', 'verifyCode', { code, rememberDevice: false })).statusCode).toBe(200);
    const user = await getSessionUser(newcomer);
    expect(user.statusCode).toBe(200);
    expect(user.json().primary_details).toMatchObject({ country_code: '972', phone_number: '501234567' });

    // The phone is now on file: another device is asked for a code to it, not for a phone.
    const otherDevice = await testApp.signIn('new@demo.test', { trustDevice: false });
    expect((await getSessionUser(otherDevice)).json()).toMatchObject({
      code: 'MFA_CODE_IS_REQUIRED',
      phoneNumber: '+972-*******67',
    });
    expect(await auditActions(testApp, 'new@demo.test')).toEqual([
      'mfa_code_sent',
      'mfa_phone_submitted',
      'mfa_verified',
    ]);
  });

  it('lets a pending phone be corrected before it is confirmed; the code of the last number confirms it', async () => {
    const testApp = await createTestApp();
    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    await callMfa(newcomer, 'POST', 'verifyUserIdentity', { phoneNumber: '+1-2025550999' });
    const corrected = await callMfa(newcomer, 'POST', 'verifyUserIdentity', { phoneNumber: '+81-9012345678' });
    expect(corrected.json()).toMatchObject({ phase: 'MFA_PHONE_NUMBER_VERIFICATION_REQUIRED' });
    const code = await readLatestCode(testApp, '+81-9012345678');
    expect((await callMfa(newcomer, 'POST', 'verifyCode', { code })).statusCode).toBe(200);
    expect((await getSessionUser(newcomer)).json().primary_details).toMatchObject({ country_code: '81' });
  });

  it('texts a new code to a confirmed phone when the same number is submitted again', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    const submitted = await callMfa(operator, 'POST', 'verifyUserIdentity', { phoneNumber: OPERATOR_PHONE });
    expect(submitted.json()).toEqual({ phase: 'MFA_CODE_IS_REQUIRED', cellphone: '+1-********03' });
    const code = await readLatestCode(testApp, OPERATOR_PHONE);
    expect((await callMfa(operator, 'POST', 'verifyCode', { code })).statusCode).toBe(200);
  });
});

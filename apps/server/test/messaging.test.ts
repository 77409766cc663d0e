import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { createMessageSender } from '../src/messaging/createMessageSender.ts';
import { createSmtpEmailSender } from '../src/messaging/createSmtpEmailSender.ts';
import { createTwilioSmsSender, TwilioSendError } from '../src/messaging/createTwilioSmsSender.ts';
import { ChannelUnavailableError } from '../src/messaging/sender.ts';
import { createTestApp } from './harness.ts';
import { startIssuerStandIn } from './standIns/startIssuerStandIn.ts';
import { startSmtpStandIn } from './standIns/startSmtpStandIn.ts';
import { startTwilioStandIn } from './standIns/startTwilioStandIn.ts';

const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'twilio-auth-token-secret';

async function twilioStandIn() {
  const standIn = await startTwilioStandIn();
  onTestFinished(() => standIn.close());
  return standIn;
}

async function smtpStandIn() {
  const standIn = await startSmtpStandIn();
  onTestFinished(() => standIn.close());
  return standIn;
}

const silentLog = { info() {}, warn() {} } as unknown as Parameters<typeof createMessageSender>[2];

describe('the Twilio adapter', () => {
  it('posts a form to the Messages API with basic auth and an E.164 number', async () => {
    const twilio = await twilioStandIn();
    const send = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+1-555-0100',
      apiBaseUrl: twilio.url,
    });
    await send('+972-501234567', 'Your CareCall verification code is 123456.');
    expect(twilio.requests).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+972501234567', From: '+15550100', Body: 'Your CareCall verification code is 123456.' },
      },
    ]);
  });

  it('sends through a Messaging Service when TWILIO_FROM names one', async () => {
    const twilio = await twilioStandIn();
    const service = `MG${'a'.repeat(32)}`;
    const send = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: service,
      apiBaseUrl: twilio.url,
    });
    await send('+1-2025550101', 'hi');
    expect(twilio.requests[0]?.form).toEqual({ To: '+12025550101', MessagingServiceSid: service, Body: 'hi' });
  });

  it('fails with Twilio’s error code, and never with the auth token in the message', async () => {
    const twilio = await twilioStandIn();
    twilio.respondWith(400, {
      code: 21211,
      message: "The 'To' number +1555 is not a valid phone number.",
      more_info: 'https://www.twilio.com/docs/errors/21211',
      status: 400,
    });
    const send = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+15550100',
      apiBaseUrl: twilio.url,
    });
    const failure = await send('+1-555', 'hi').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TwilioSendError);
    expect(failure).toMatchObject({ status: 400, twilioCode: 21211 });
    expect(String((failure as Error).message)).toContain('21211');
    expect(String((failure as Error).message)).not.toContain(AUTH_TOKEN);
  });

  it('fails clearly when Twilio cannot be reached', async () => {
    const twilio = await twilioStandIn();
    await twilio.close();
    const send = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+15550100',
      apiBaseUrl: twilio.url,
    });
    await expect(send('+1-2025550101', 'hi')).rejects.toThrow();
  });
});

describe('the SMTP adapter', () => {
  it('delivers a plain-text mail through a real SMTP conversation, with the URL’s credentials', async () => {
    const smtp = await smtpStandIn();
    const send = createSmtpEmailSender({
      url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: 'CareCall <no-reply@carecall.example>',
    });
    await send('operator@demo.test', 'Your CareCall verification code', 'Your code is 654321.');
    expect(smtp.deliveries).toHaveLength(1);
    const [delivery] = smtp.deliveries;
    expect(delivery).toMatchObject({
      auth: { username: 'mailer', password: 's3cret' },
      from: 'no-reply@carecall.example',
      to: ['operator@demo.test'],
    });
    expect(delivery?.data).toContain('Subject: Your CareCall verification code');
    expect(delivery?.data).toContain('To: operator@demo.test');
    expect(delivery?.data).toContain('Your code is 654321.');
  });

  it('fails when the server refuses the recipient', async () => {
    const smtp = await smtpStandIn();
    smtp.rejectRecipientsWith('550 5.1.1 No such user here');
    const send = createSmtpEmailSender({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@carecall.example' });
    await expect(send('nobody@demo.test', 'x', 'y')).rejects.toThrow(/550/);
    expect(smtp.deliveries).toEqual([]);
  });
});

describe('the production sender', () => {
  const productionEnv = (extra: Record<string, string>) => ({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://carecall@db.invalid/carecall',
    PUBLIC_URL: 'https://carecall.example.com',
    OIDC_ISSUER: 'https://id.example.com',
    OIDC_AUDIENCE: 'https://api.carecall.example.com',
    OIDC_CLIENT_ID: 'portal',
    ...extra,
  });

  it('sends text messages through Twilio and e-mails through SMTP', async () => {
    const twilio = await twilioStandIn();
    const smtp = await smtpStandIn();
    const config = loadConfig(
      productionEnv({
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+15550100',
        TWILIO_API_URL: twilio.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'no-reply@carecall.example',
      }),
      [],
    );
    const sender = createMessageSender(config, null as never, silentLog);
    await sender.sendSms('+1-2025550101', 'code 111111', { code: '111111' });
    await sender.sendEmail('admin@demo.test', 'Code', 'code 222222', { code: '222222' });
    expect(twilio.requests.map((request) => request.form.To)).toEqual(['+12025550101']);
    expect(smtp.deliveries.map((delivery) => delivery.to)).toEqual([['admin@demo.test']]);
  });

  it('refuses a channel that is not configured', async () => {
    const sender = createMessageSender(loadConfig(productionEnv({}), []), null as never, silentLog);
    await expect(sender.sendSms('+1-2025550101', 'x')).rejects.toBeInstanceOf(ChannelUnavailableError);
    await expect(sender.sendEmail('a@demo.test', 'x', 'y')).rejects.toBeInstanceOf(ChannelUnavailableError);
  });

  it('carries the whole second factor in production: external issuer, code by Twilio, e-mail by SMTP', async () => {
    const twilio = await twilioStandIn();
    const smtp = await smtpStandIn();
    const issuer = await startIssuerStandIn();
    onTestFinished(() => issuer.close());
    const audience = 'https://api.carecall.example.com';
    const testApp = await createTestApp({
      env: productionEnv({
        OIDC_ISSUER: issuer.issuer,
        OIDC_AUDIENCE: audience,
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: '+15550100',
        TWILIO_API_URL: twilio.url,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'no-reply@carecall.example',
      }),
    });
    await testApp.services.db.update(users).set({ subject: null }).where(eq(users.email, 'operator@demo.test'));
    const token = await issuer.signAccessToken({ subject: 'ext-operator', email: 'operator@demo.test', audience });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}`, 'device-id': 'prod-browser' },
        ...(payload ? { payload } : {}),
      });

    expect((await call('GET', '/api/user/auth/')).json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
    expect((await call('GET', '/api/auth/mfa/sendCode')).statusCode).toBe(200);
    const texted = twilio.requests.at(-1)?.form.Body ?? '';
    expect(twilio.requests.at(-1)?.form.To).toBe('+12025550103');
    const code = /\b(\d{6})\b/.exec(texted)?.[1];
    expect(code).toBeDefined();
    expect((await call('POST', '/api/auth/mfa/verifyCode', { code, rememberDevice: true })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/auth/')).statusCode).toBe(200);

    // An admin creating a user in production: no local password, an invitation by SMTP.
    const adminToken = await (async () => {
      await testApp.services.db.update(users).set({ subject: null }).where(eq(users.email, 'admin@demo.test'));
      return issuer.signAccessToken({ subject: 'ext-admin', email: 'admin@demo.test', audience });
    })();
    const adminCall = (method: 'POST' | 'GET', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${adminToken}`, 'device-id': 'admin-browser' },
        ...(payload ? { payload } : {}),
      });
    await adminCall('POST', '/api/auth/mfa/sendCodeEmail', { email: 'admin@demo.test' });
    const mailed = smtp.deliveries.at(-1)?.data ?? '';
    const emailCode = /\b(\d{6})\b/.exec(mailed)?.[1];
    expect(
      (await adminCall('POST', '/api/auth/mfa/verifyCodeEmail', { code: emailCode, email: 'admin@demo.test' }))
        .statusCode,
    ).toBe(200);
    const created = await adminCall('POST', '/api/admin/userWithEmail', {
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: 'katherine@carecall.example',
      language: 'en',
      country_code: '1',
      phone_number: '2025550177',
    });
    expect(created.json()).toMatchObject({ invitationSent: true });
    const stored = await testApp.services.db.query.users.findFirst({
      where: (table, { eq: equals }) => equals(table.email, 'katherine@carecall.example'),
    });
    expect(stored?.passwordHash).toBeNull();
    const invitation = smtp.deliveries.at(-1);
    expect(invitation?.to).toEqual(['katherine@carecall.example']);
    expect(invitation?.data).toContain('https://carecall.example.com/login');
    expect(invitation?.data).not.toContain('demo-password');
  });
});

import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { calls, patients, users } from '../src/db/schema/index.ts';
import { formatVoiceIdentity } from '../src/telephony/createAppTelephony.ts';
import { createTestApp } from './harness.ts';

const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: 'fixture-auth-token',
  TWILIO_FROM: '+15005550006',
  TWILIO_API_KEY_SID: 'SK00000000000000000000000000000001',
  TWILIO_API_KEY_SECRET: 'fixture-api-key-secret',
  TWILIO_TWIML_APP_SID: 'AP00000000000000000000000000000001',
};

describe('the telephony the app runs with', () => {
  it('is the local media plane in demo mode, with no Twilio webhooks', async () => {
    const testApp = await createTestApp();
    expect(testApp.services.telephony.provider).toBe('local');
    const webhook = await testApp.app.inject({ method: 'POST', url: '/conference/twilio/voice', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });

  it('is Twilio with voice settings: signed webhooks only, and only the call’s operator in its organization joins', async () => {
    const testApp = await createTestApp({ env: TWILIO_ENV });
    const { telephony } = testApp.services;
    expect(telephony.provider).toBe('twilio');
    expect((await testApp.app.inject({ method: 'GET', url: '/conference/voice' })).statusCode).toBe(404);
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const { db } = testApp.services;
    const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'operator@demo.test'));
    // A stored call of each organization with the operator as its operator: only the call's operator may join.
    const storeCall = async (organizationId: number) => {
      const [client] = await db
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.organizationId, organizationId))
        .limit(1);
      const [call] = await db
        .insert(calls)
        .values({
          organizationId,
          patientId: client?.id ?? 0,
          source: 'voip',
          product: 'lift',
          interviewerId: operator?.id ?? null,
          patientDialStatus: 'ringing',
          isDryRun: false,
          dateCreated: testApp.services.now(),
        })
        .returning({ id: calls.id });
      return String(call?.id);
    };
    const w1 = await storeCall(demoCare);
    const w2 = await storeCall(north);
    await telephony.openConference({ callId: w1, organizationId: demoCare, clientId: null, record: true });
    await telephony.openConference({ callId: w2, organizationId: north, clientId: null, record: true });
    const post = (callId: string, organizationId: number, signWith: string | null) => {
      const path = `/conference/twilio/voice?callId=${callId}`;
      const params = {
        CallSid: `CA-${callId}`,
        From: `client:${formatVoiceIdentity(operator?.id ?? 0)}`,
        callId,
        organization_id: String(organizationId),
      };
      const signature = signWith
        ? twilio.getExpectedTwilioSignature(signWith, `${testApp.config.publicUrl}${path}`, params)
        : undefined;
      return testApp.app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signature ? { 'x-twilio-signature': signature } : {}),
        },
        payload: new URLSearchParams(params).toString(),
      });
    };
    const unsigned = await post(w1, demoCare, null);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect((await post(w1, demoCare, 'another-account-token')).statusCode).toBe(403);
    const joined = await post(w1, demoCare, TWILIO_ENV.TWILIO_AUTH_TOKEN);
    expect(joined.statusCode).toBe(200);
    expect(joined.body).toContain('<Conference record="record-from-start"');
    expect(joined.body).toContain(`>call-${w1}</Conference>`);
    // The operator belongs to Demo Care only.
    const refused = await post(w2, north, TWILIO_ENV.TWILIO_AUTH_TOKEN);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<Response><Hangup/></Response>');
  });
});

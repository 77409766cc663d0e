import { and, eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { recordTelephonyEvent } from '../src/calls/recordTelephonyEvents.ts';
import {
  auditLog,
  callAnalyses,
  callRecordings,
  calls,
  patientPhones,
  patients,
  users,
} from '../src/db/schema/index.ts';
import { FEEDBACK_SENTENCES } from '../src/speech/FEEDBACK_SENTENCES.ts';
import { formatVoiceIdentity } from '../src/telephony/createAppTelephony.ts';
import type { TelephonyEvent } from '../src/telephony/Telephony.ts';
import { createTestApp, type TestApp } from './harness.ts';

const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: 'fixture-auth-token',
  TWILIO_FROM: '+15005550006',
  TWILIO_API_KEY_SID: 'SK00000000000000000000000000000001',
  TWILIO_API_KEY_SECRET: 'fixture-api-key-secret',
  TWILIO_TWIML_APP_SID: 'AP00000000000000000000000000000001',
};

async function addClient(testApp: TestApp, organization: string) {
  const { db } = testApp.services;
  const [patient] = await db
    .insert(patients)
    .values({
      organizationId: await testApp.organizationId(organization),
      firstName: 'Rosa',
      lastName: `Live-${Math.random().toString(36).slice(2, 8)}`,
      birthDate: '1948-05-12',
    })
    .returning({ id: patients.id });
  if (!patient) throw new Error('no patient');
  const [phone] = await db
    .insert(patientPhones)
    .values({ patientId: patient.id, countryCode: '1', number: '2025550150', label: 'mobile', isDefault: true })
    .returning({ id: patientPhones.id });
  if (!phone) throw new Error('no phone');
  return { patientId: patient.id, phoneId: phone.id };
}

async function weeklyQuestionnaire(testApp: TestApp): Promise<number> {
  const admin = await testApp.signIn('admin@demo.test');
  const list = (await admin.inject({ method: 'GET', url: '/bot/questionnaire' })).json();
  return list.questionnaires.find((item: { name: string }) => item.name === 'Weekly check-in').id;
}

async function setUp() {
  const testApp = await createTestApp();
  const organizationId = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  const client = await addClient(testApp, 'Demo Care');
  const questionnaire = await weeklyQuestionnaire(testApp);
  const events: TelephonyEvent[] = [];
  testApp.services.telephony.onEvent((event) => events.push(event));
  const body = {
    patient_id: client.patientId,
    phone_number: '1-2025550150',
    phone_number_id: client.phoneId,
    questionnaire,
    organization_id: organizationId,
  };
  const load = (payload: Record<string, unknown>, session = operator) =>
    session.inject({ method: 'POST', url: '/conference/call/load', organizationId, payload });
  return { testApp, organizationId, operator, client, questionnaire, events, body, load };
}

describe('POST /conference/call/load', () => {
  it('stores the call, opens its conference, dials the client and answers the live call’s buttons', async () => {
    const { testApp, client, questionnaire, events, body, load } = await setUp();
    const response = await load({ ...body, batch_id: 'batch-7' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.feedback_manager.action_buttons).toEqual([{ action: 'answered', text: 'Answered' }]);
    expect(answer.feedback_manager.feedback_buttons).toHaveLength(FEEDBACK_SENTENCES.length);
    const [call] = await testApp.services.db.select().from(calls).where(eq(calls.id, answer.call_id));
    expect(call).toMatchObject({
      patientId: client.patientId,
      questionnaireId: questionnaire,
      patientPhone: '1-2025550150',
      batchId: 'batch-7',
      isDryRun: false,
      product: 'lift',
      source: 'voip',
    });
    await expect
      .poll(() => events.some((event) => event.callId === String(answer.call_id) && event.type === 'leg-status'))
      .toBe(true);
    const audits = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'live_call_started'), eq(auditLog.clientId, client.patientId)));
    expect(audits).toHaveLength(1);
  });

  it('on a dry run opens the conference but dials no one', async () => {
    const { testApp, events, body, load, organizationId } = await setUp();
    const opened = vi.spyOn(testApp.services.telephony, 'openConference');
    const response = await load({ ...body, is_dry_run: true });
    expect(response.statusCode, response.body).toBe(200);
    const callId = response.json().call_id;
    const [call] = await testApp.services.db.select().from(calls).where(eq(calls.id, callId));
    expect(call?.isDryRun).toBe(true);
    expect(opened).toHaveBeenCalledWith({
      callId: String(callId),
      organizationId,
      clientId: body.patient_id,
      record: false,
    });
    // That no one is dialled is an absence: a short wait gives a dial the chance to show.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.filter((event) => event.callId === String(callId) && event.type === 'leg-status')).toEqual([]);
    // A rehearsal leaves the client free to be called.
    expect((await load(body)).statusCode).toBe(200);
  });

  it('answers 409 CALLEE_NOT_AVAILABLE while the client’s previous call is still ringing or connected', async () => {
    const { testApp, body, load } = await setUp();
    const first = await load(body);
    expect(first.statusCode).toBe(200);
    const second = await load(body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CALLEE_NOT_AVAILABLE' });
    await testApp.services.db
      .update(calls)
      .set({ patientDialStatus: 'completed' })
      .where(eq(calls.id, first.json().call_id));
    await testApp.services.telephony.endConference({ callId: String(first.json().call_id) });
    expect((await load(body)).statusCode).toBe(200);
  });

  it('names the field of bad input with a 4xx and stores no call', async () => {
    const { testApp, body, load } = await setUp();
    const before = (await testApp.services.db.select({ id: calls.id }).from(calls)).length;
    const missing = await load({ ...body, questionnaire: undefined });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().fields)).toContain('questionnaire');
    const noDigits = await load({ ...body, phone_number_id: null, phone_number: 'call me' });
    expect(noDigits.statusCode).toBe(400);
    expect(noDigits.json().fields).toEqual([expect.objectContaining({ path: 'phone_number' })]);
    const unknownPhone = await load({ ...body, phone_number_id: 999999 });
    expect(unknownPhone.statusCode).toBe(404);
    expect(unknownPhone.json()).toMatchObject({ code: 'PHONE_NUMBER_NOT_FOUND' });
    const unknownQuestionnaire = await load({ ...body, questionnaire: 999999 });
    expect(unknownQuestionnaire.statusCode).toBe(404);
    expect((await testApp.services.db.select({ id: calls.id }).from(calls)).length).toBe(before);
  });

  it('answers another organization’s client, phone or organization exactly like missing ones', async () => {
    const { testApp, body, load } = await setUp();
    const north = await addClient(testApp, 'Demo Care North');
    const foreign = await load({ ...body, patient_id: north.patientId, phone_number_id: north.phoneId });
    const missing = await load({ ...body, patient_id: 999999, phone_number_id: north.phoneId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ...missing.json(), error: foreign.json().error });
    expect(foreign.json().code).toBe('PATIENT_NOT_FOUND');
    const foreignPhone = await load({ ...body, phone_number_id: north.phoneId });
    expect(foreignPhone.statusCode).toBe(404);
    expect(foreignPhone.json()).toMatchObject({ code: 'PHONE_NUMBER_NOT_FOUND' });
    const otherOrganization = await load({ ...body, organization_id: await testApp.organizationId('Demo Care North') });
    expect(otherOrganization.statusCode).toBe(404);
  });

  it('lets every staff role call its organization’s clients, and a child organization’s admin only theirs', async () => {
    const { testApp, body, load, organizationId } = await setUp();
    const admin = await testApp.signIn('admin@demo.test');
    expect((await load(body, admin)).statusCode).toBe(200);
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const refused = await northAdmin.inject({
      method: 'POST',
      url: '/conference/call/load',
      organizationId,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('needs a signed-in user', async () => {
    const { testApp, body } = await setUp();
    const response = await testApp.app.inject({ method: 'POST', url: '/conference/call/load', payload: body });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /conference/user/token and /conference/user/twilio/token', () => {
  it('gives the live sockets the caller’s own access token', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({ method: 'GET', url: '/conference/user/token' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: operator.accessToken });
    expect((await testApp.app.inject({ method: 'GET', url: '/conference/user/token' })).statusCode).toBe(401);
  });

  it('issues a Twilio voice token for the caller’s identity only when Twilio runs the calls', async () => {
    const local = await createTestApp();
    const localOperator = await local.signIn('operator@demo.test');
    const refused = await localOperator.inject({ method: 'GET', url: '/conference/user/twilio/token' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'VOICE_PROVIDER_NOT_TWILIO' });
    await local.close();

    const testApp = await createTestApp({ env: TWILIO_ENV });
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({ method: 'GET', url: '/conference/user/twilio/token' });
    expect(response.statusCode).toBe(200);
    const { token, identity, ttl } = response.json();
    const [user] = await testApp.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'operator@demo.test'));
    expect(identity).toBe(formatVoiceIdentity(user?.id ?? 0));
    expect(ttl).toBe(3600);
    const { payload } = await jwtVerify(token, new TextEncoder().encode(TWILIO_ENV.TWILIO_API_KEY_SECRET));
    expect(payload).toMatchObject({
      iss: TWILIO_ENV.TWILIO_API_KEY_SID,
      sub: TWILIO_ENV.TWILIO_ACCOUNT_SID,
      grants: { identity, voice: { outgoing: { application_sid: TWILIO_ENV.TWILIO_TWIML_APP_SID } } },
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/conference/user/twilio/token' })).statusCode).toBe(401);
  });
});

describe('/config.json voice.provider', () => {
  it('tells the portal which voice device to use: local without Twilio settings, twilio with them', async () => {
    const local = await createTestApp();
    expect((await local.app.inject({ method: 'GET', url: '/config.json' })).json().voice).toEqual({
      provider: 'local',
      devPhone: true,
    });
    await local.close();
    const withTwilio = await createTestApp({ env: TWILIO_ENV });
    const config = (await withTwilio.app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.voice).toEqual({ provider: 'twilio', devPhone: false });
  });
});

describe('a live call’s recording', () => {
  it('is stored for the call and queued for voice analysis when the call ends, and the client is free again', async () => {
    const { testApp, client, body, load, operator, organizationId } = await setUp();
    const { db } = testApp.services;
    const response = await load(body);
    expect(response.statusCode, response.body).toBe(200);
    const callId: number = response.json().call_id;
    const dialStatus = async () =>
      (await db.select({ status: calls.patientDialStatus }).from(calls).where(eq(calls.id, callId)))[0]?.status;
    // The simulated phone network's stranger picks up; the call's row follows the client's leg.
    await expect.poll(dialStatus, { timeout: 15_000, interval: 100 }).toBe('in-progress');
    // The conference runs a moment in real time, so its recording holds audio and not only a header.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await testApp.services.telephony.endConference({ callId: String(callId) });
    const stored = async () => (await db.select().from(callRecordings).where(eq(callRecordings.callId, callId)))[0];
    await expect.poll(stored, { timeout: 10_000, interval: 100 }).toBeDefined();
    const recording = await stored();
    expect(recording?.sizeBytes).toBe(await testApp.services.callRecordings.size(recording?.storageKey ?? ''));
    expect(recording?.sizeBytes).toBeGreaterThan(44);
    expect(recording?.durationMs).toBeGreaterThan(0);
    const [call] = await db.select().from(calls).where(eq(calls.id, callId));
    expect(call?.wasRecorded).toBe(true);
    expect(call?.patientDialStatus).toBe('completed');
    const analyses = await db.select().from(callAnalyses).where(eq(callAnalyses.callId, callId));
    expect(analyses.length).toBeGreaterThan(0);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'live_call_recording_stored'), eq(auditLog.clientId, client.patientId)));
    expect(audits).toHaveLength(1);
    const listed = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${client.patientId}/call/calls`,
      organizationId,
    });
    expect(listed.statusCode).toBe(200);
    const item = listed.json().calls.find((candidate: { id: number }) => candidate.id === callId);
    expect(item.temp_download_link).toContain(recording?.fileId);
    const played = await testApp.app.inject({ method: 'GET', url: item.temp_download_link });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.length).toBe(recording?.sizeBytes);
    expect((await load(body)).statusCode).toBe(200);
  });
});

describe('GET /conference/patient/{id}/call/last', () => {
  it('answers the client’s newest call, whether it is live and whether the caller placed it', async () => {
    const { testApp, operator, organizationId, client, body, load } = await setUp();
    const lastCall = (session = operator) =>
      session.inject({ method: 'GET', url: `/conference/patient/${client.patientId}/call/last`, organizationId });
    expect((await lastCall()).json()).toEqual({ call: null });

    const callId = (await load(body)).json().call_id;
    const ringing = (await lastCall()).json().call;
    expect(ringing).toMatchObject({
      call_id: callId,
      product: 'lift',
      is_dry_run: false,
      is_own: true,
      live: true,
      start_date: null,
      patient_phone: '1-2025550150',
      feedback_manager: { action_buttons: [{ action: 'answered', text: 'Answered' }] },
    });
    const admin = await testApp.signIn('admin@demo.test');
    expect((await lastCall(admin)).json().call).toMatchObject({ call_id: callId, is_own: false, live: true });

    await testApp.services.telephony.endConference({ callId: String(callId) });
    await expect.poll(async () => (await lastCall()).json().call.live).toBe(false);
    expect((await lastCall()).json().call).toMatchObject({ patient_dial_status: 'canceled', feedback_manager: null });
    const audits = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_calls_read'), eq(auditLog.clientId, client.patientId)));
    expect(audits.length).toBeGreaterThanOrEqual(4);

    const north = await addClient(testApp, 'Demo Care North');
    const foreign = await operator.inject({
      method: 'GET',
      url: `/conference/patient/${north.patientId}/call/last`,
      organizationId,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the call record of a live call', () => {
  const recorder = (testApp: TestApp) => ({
    db: testApp.services.db,
    recordings: { size: async () => null },
    wakeJobs: () => {},
  });

  it('starts when the client answers, not when the call is placed', async () => {
    const { testApp, body, load } = await setUp();
    const callId = (await load(body)).json().call_id;
    const startOf = async () =>
      (await testApp.services.db.select({ startDate: calls.startDate }).from(calls).where(eq(calls.id, callId)))[0]
        ?.startDate;
    expect(await startOf()).toBeNull();
    const lastCallOf = async () =>
      (
        await testApp.services.db
          .select({ at: patients.lastCallStartedAt })
          .from(patients)
          .innerJoin(calls, eq(calls.patientId, patients.id))
          .where(eq(calls.id, callId))
      )[0]?.at ?? null;
    const previousLastCall = await lastCallOf();
    // Answered after the client's last call so far.
    const answeredAt = new Date(
      Math.max(previousLastCall?.getTime() ?? 0, Date.parse('2026-11-20T10:00:05.000Z')) + 5000,
    );
    await recordTelephonyEvent(recorder(testApp), {
      type: 'leg-status',
      callId: String(callId),
      role: 'client',
      status: 'in-progress',
      at: answeredAt,
    });
    expect(await startOf()).toEqual(answeredAt);
    // It is now the client's last call, which the client list sorts by.
    expect(await lastCallOf()).toEqual(answeredAt);
    // A later status of the same leg keeps the moment it was answered.
    await recordTelephonyEvent(recorder(testApp), {
      type: 'leg-status',
      callId: String(callId),
      role: 'client',
      status: 'in-progress',
      at: new Date('2026-11-20T10:09:00.000Z'),
    });
    expect(await startOf()).toEqual(answeredAt);
  });

  it('ends a dry run whose operator never joined when its conference ends', async () => {
    const { testApp, body, load } = await setUp();
    const callId = (await load({ ...body, is_dry_run: true })).json().call_id;
    await recordTelephonyEvent(recorder(testApp), { type: 'conference-ended', callId: String(callId), at: new Date() });
    const [row] = await testApp.services.db.select().from(calls).where(eq(calls.id, callId));
    expect(row).toMatchObject({ interviewerCallStatus: 'canceled', patientDialStatus: null, startDate: null });
  });
});

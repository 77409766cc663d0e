import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { measureRms, splitIntoFrames } from '../src/audio/audioFrames.ts';
import { decodeMulaw } from '../src/audio/mulaw.ts';
import { auditLog, patientPhones, patients } from '../src/db/schema/index.ts';
import { buildDemoClients } from '../src/demo/demoClients.ts';
import { isLocalTelephony } from '../src/telephony/local/createLocalTelephony.ts';
import { createMediaPeer, type MediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import type { DevPhoneServerMessage } from '../src/telephony/local/devPhoneMessages.ts';
import { buildDemoPersonas } from '../src/telephony/local/Persona.ts';
import { DEV_PHONE_GATEWAY_PATH } from '../src/telephony/local/registerDevPhoneGateway.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import type { TelephonyEvent } from '../src/telephony/Telephony.ts';
import { questionnaireNamed } from './botCallFixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { until } from './until.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A `/dev/phone` page: its socket to the gateway and what it was told. */
interface Page {
  socket: WebSocket;
  messages: DevPhoneServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  next<T extends DevPhoneServerMessage['type']>(type: T): Promise<Extract<DevPhoneServerMessage, { type: T }>>;
}

async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${DEV_PHONE_GATEWAY_PATH}`;
}

async function openPage(url: string, token: string | null): Promise<Page> {
  const socket = new WebSocket(token === null ? url : `${url}?token=${encodeURIComponent(token)}`);
  const messages: DevPhoneServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as DevPhoneServerMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let read = 0;
  return {
    socket,
    messages,
    closed,
    async next(type) {
      await until(() => messages.slice(read).some((message) => message.type === type));
      const index = messages.findIndex((message, at) => at >= read && message.type === type);
      read = index + 1;
      return messages[index] as never;
    },
  };
}

async function firstClientNumber(testApp: TestApp, organizationId: number) {
  const [row] = await testApp.services.db
    .select({ clientId: patients.id, countryCode: patientPhones.countryCode, number: patientPhones.number })
    .from(patientPhones)
    .innerJoin(patients, eq(patients.id, patientPhones.patientId))
    .where(eq(patients.organizationId, organizationId))
    .limit(1);
  if (!row) throw new Error('no client phone');
  return { clientId: row.clientId, dialKey: `${row.countryCode}${row.number}`.replace(/\D/g, '') };
}

describe('the browser phone gateway', () => {
  it('rings a registered page for its client’s number, joins its audio as the client’s leg, and reports statuses', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const organizationId = await testApp.organizationId('Demo Care');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    const { telephony, db } = testApp.services;
    const events: TelephonyEvent[] = [];
    telephony.onEvent((event) => events.push(event));
    const { clientId, dialKey } = await firstClientNumber(testApp, organizationId);

    const page = await openPage(url, accessToken);
    // A page holds no number until it is told which.
    page.socket.send(JSON.stringify({ type: 'register', organization_id: organizationId, numbers: [] }));
    const nothing = await page.next('registered');
    expect(nothing.available.length).toBeGreaterThan(5);
    expect(nothing.routed).toEqual([]);
    page.socket.send(JSON.stringify({ type: 'register', organization_id: organizationId, numbers: [dialKey] }));
    expect((await page.next('registered')).routed).toEqual([dialKey]);
    const opened = await db.select().from(auditLog).where(eq(auditLog.action, 'dev_phone_opened'));
    expect(opened.map((entry) => entry.detail)).toEqual([{ numbers: 0 }, { numbers: 1 }]);

    await telephony.openConference({ callId: 'phone-1', organizationId, clientId, record: true });
    const bot = await telephony.connectBot({ callId: 'phone-1' });
    const heardByBot: Uint8Array[] = [];
    bot.onFrame((frame) => heardByBot.push(frame));
    await telephony.dialClient({ callId: 'phone-1', phoneNumber: `+${dialKey}` });
    const ring = await page.next('ring');
    expect(ring).toMatchObject({ number: dialKey, client_name: expect.any(String) });

    const peer: MediaPeer = createMediaPeer();
    const heardByPage: Int16Array[] = [];
    peer.onFrame((frame) => heardByPage.push(frame));
    await peer.connection.setLocalDescription(await peer.connection.createOffer());
    await waitForIceGathering(peer.connection);
    page.socket.send(
      JSON.stringify({ type: 'answer', ring_id: ring.ring_id, sdp: peer.connection.localDescription?.sdp }),
    );
    const accepted = await page.next('accepted');
    await peer.connection.setRemoteDescription({ type: 'answer', sdp: accepted.sdp });
    await page.next('connected');
    const answered = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dev_phone_answered'), eq(auditLog.clientId, clientId)));
    expect(answered).toHaveLength(1);

    const voice = Int16Array.from({ length: 8000 }, (_, index) => Math.round(5000 * Math.sin(index / 3)));
    // Frames go out at the 20 ms pace of a real line, which the media path is built for.
    for (const frame of splitIntoFrames(voice)) {
      peer.sendFrame(frame);
      bot.send(new Uint8Array(160).fill(0x20));
      await sleep(20);
    }
    const loudHeardByBot = () => heardByBot.filter((frame) => measureRms(decodeMulaw(frame)) > 1000).length;
    const loudHeardByPage = () => heardByPage.filter((frame) => measureRms(frame) > 1000).length;
    await until(() => loudHeardByBot() > 30 && loudHeardByPage() > 30, { what: 'each side to hear the other' });

    // The page's keypad reaches the bot as the client's keys.
    const digits: string[] = [];
    bot.onDigit((digit) => digits.push(digit));
    peer.sendDigit('5');
    await until(() => digits.length > 0);
    expect(digits).toEqual(['5']);

    page.socket.send(JSON.stringify({ type: 'hangup', ring_id: ring.ring_id }));
    expect(await page.next('ended')).toEqual({ type: 'ended', ring_id: ring.ring_id, reason: 'completed' });
    await until(() => events.some((event) => event.type === 'conference-ended'));
    const clientStatuses = events.flatMap((event) =>
      event.type === 'leg-status' && event.role === 'client' ? [event.status] : [],
    );
    expect(clientStatuses).toEqual(['initiated', 'ringing', 'in-progress', 'completed']);
    expect(events.some((event) => event.type === 'recording-ready')).toBe(true);
    page.socket.close();
    await peer.close();
  });

  it('lets a bot call to a persona’s number reach the persona while a page holds another number', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const organizationId = await testApp.organizationId('Demo Care');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    const admin = await testApp.signIn('admin@demo.test');
    const { telephony, db } = testApp.services;
    // Two of Demo Care's clients whose personas answer: the page holds the first one's number only.
    const personas = buildDemoPersonas(buildDemoClients());
    const phones = await db
      .select({
        id: patientPhones.id,
        clientId: patients.id,
        countryCode: patientPhones.countryCode,
        number: patientPhones.number,
      })
      .from(patientPhones)
      .innerJoin(patients, eq(patients.id, patientPhones.patientId))
      .where(eq(patients.organizationId, organizationId));
    const answering = phones
      .map((phone) => ({ ...phone, dialKey: `${phone.countryCode}${phone.number}`.replace(/\D/g, '') }))
      .filter((phone) => personas.get(phone.dialKey)?.behaviour === 'answers');
    const [held, called] = answering;
    if (!held || !called) throw new Error('two answering demo clients are needed');
    const page = await openPage(url, accessToken);
    page.socket.send(JSON.stringify({ type: 'register', organization_id: organizationId, numbers: [held.dialKey] }));
    expect((await page.next('registered')).routed).toEqual([held.dialKey]);
    // Call Now is told which of a client's phones the page holds: the held one, and none of the other client's.
    const demoPhonesOf = async (clientId: number) =>
      (await admin.inject({ method: 'GET', url: `/bot/demoPhone/patient/${clientId}`, organizationId })).json()
        .phoneIds;
    expect(await demoPhonesOf(held.clientId)).toContain(held.id);
    expect(await demoPhonesOf(called.clientId)).toEqual([]);
    const north = await testApp.organizationId('Demo Care North');
    const elsewhere = await admin.inject({
      method: 'GET',
      url: `/bot/demoPhone/patient/${held.clientId}`,
      organizationId: north,
    });
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([404, 'PATIENT_NOT_FOUND']);

    const events: TelephonyEvent[] = [];
    telephony.onEvent((event) => events.push(event));
    const questionnaireId = await questionnaireNamed(db, 'Weekly check-in');
    const callNow = await admin.inject({
      method: 'POST',
      url: '/bot/call',
      organizationId,
      payload: { phoneNumber: called.dialKey, patientId: called.clientId, questionnaireId },
    });
    expect(callNow.statusCode, callNow.body).toBe(200);
    const callId = String(callNow.json().call_id);
    await until(
      () =>
        events.some(
          (event) =>
            event.callId === callId &&
            event.type === 'leg-status' &&
            event.role === 'client' &&
            event.status === 'in-progress',
        ),
      { timeoutMs: 20_000, what: 'the persona to answer the bot call' },
    );
    expect(page.messages.filter((message) => message.type === 'ring')).toEqual([]);
    await telephony.endConference({ callId });
    page.socket.close();
    // A real call: the persona rings for a few seconds before it answers.
  }, 90_000);

  it('declines as busy, and a closed page no longer rings', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const organizationId = await testApp.organizationId('Demo Care');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    const { telephony } = testApp.services;
    const events: TelephonyEvent[] = [];
    telephony.onEvent((event) => events.push(event));
    const { clientId, dialKey } = await firstClientNumber(testApp, organizationId);
    const page = await openPage(url, accessToken);
    page.socket.send(JSON.stringify({ type: 'register', organization_id: organizationId, numbers: [dialKey] }));
    await page.next('registered');
    await telephony.openConference({ callId: 'decline-1', organizationId, clientId, record: false });
    await telephony.dialClient({ callId: 'decline-1', phoneNumber: dialKey });
    const ring = await page.next('ring');
    page.socket.send(JSON.stringify({ type: 'decline', ring_id: ring.ring_id }));
    expect(await page.next('ended')).toMatchObject({ reason: 'declined' });
    await until(() => events.some((event) => event.type === 'leg-status' && event.status === 'busy'));

    // A late answer to the declined call is told it is over, not refused.
    page.socket.send(JSON.stringify({ type: 'answer', ring_id: ring.ring_id, sdp: 'v=0' }));
    expect(await page.next('ended')).toMatchObject({ ring_id: ring.ring_id, reason: 'canceled' });
    page.socket.close();
    await page.closed;
    if (!isLocalTelephony(telephony)) throw new Error('the test server runs the local telephony');
    await until(() => telephony.devPhones?.find(organizationId, dialKey) === null);
  });

  it('refuses a missing or bad token, bad messages, another organization and a number that is not its clients’', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    const { dialKey: northNumber } = await firstClientNumber(testApp, north);
    const register = (page: Page, body: Record<string, unknown>) =>
      page.socket.send(JSON.stringify({ type: 'register', ...body }));

    const anonymous = await openPage(url, null);
    expect(await anonymous.closed).toEqual({ code: 4401, reason: 'token is required' });
    const forged = await openPage(url, 'not-a-token');
    register(forged, { organization_id: demoCare, numbers: [] });
    expect((await forged.closed).code).toBe(4401);
    const notJson = await openPage(url, accessToken);
    notJson.socket.send('{');
    expect(await notJson.closed).toEqual({ code: 4400, reason: 'message must be JSON' });
    const badNumber = await openPage(url, accessToken);
    register(badNumber, { organization_id: demoCare, numbers: ['+1 212'] });
    expect(await badNumber.closed).toEqual({
      code: 4400,
      reason: 'numbers.0: number is 4 to 20 digits with the country code',
    });
    // There is no catch-all: a page that asks for every client number is refused.
    const everyNumber = await openPage(url, accessToken);
    register(everyNumber, { organization_id: demoCare, number: null });
    expect(await everyNumber.closed).toMatchObject({ code: 4400, reason: expect.stringMatching(/^numbers: /) });
    const early = await openPage(url, accessToken);
    early.socket.send(JSON.stringify({ type: 'decline', ring_id: '7d4a1f9e-51a8-4c43-8a3c-0a7d9f1a2b3c' }));
    expect(await early.closed).toEqual({ code: 4400, reason: 'type: register before anything else' });
    const otherOrganization = await openPage(url, accessToken);
    register(otherOrganization, { organization_id: north, numbers: [] });
    expect(await otherOrganization.closed).toEqual({ code: 4404, reason: 'organization_id: no such organization' });
    const otherNumber = await openPage(url, accessToken);
    register(otherNumber, { organization_id: demoCare, numbers: [northNumber] });
    expect(await otherNumber.closed).toEqual({
      code: 4404,
      reason: 'numbers.0: not a phone of this organization’s clients',
    });
  });
});

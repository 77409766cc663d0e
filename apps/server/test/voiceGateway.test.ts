import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { measureRms, splitIntoFrames } from '../src/audio/audioFrames.ts';
import { decodeMulaw } from '../src/audio/mulaw.ts';
import { auditLog, calls, patients, users } from '../src/db/schema/index.ts';
import { createMediaPeer, type MediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import { VOICE_GATEWAY_PATH } from '../src/telephony/local/registerVoiceGateway.ts';
import type { VoiceServerMessage } from '../src/telephony/local/voiceGatewayMessages.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import type { TelephonyEvent } from '../src/telephony/Telephony.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { until } from './until.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A browser's voice device: a websocket to the gateway and a werift peer for the media. */
interface Device {
  socket: WebSocket;
  peer: MediaPeer;
  messages: VoiceServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${VOICE_GATEWAY_PATH}`;
}

async function openDevice(url: string, token: string | null): Promise<Device> {
  const socket = new WebSocket(token === null ? url : `${url}?token=${encodeURIComponent(token)}`);
  const messages: VoiceServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as VoiceServerMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const peer = createMediaPeer();
  await peer.connection.setLocalDescription(await peer.connection.createOffer());
  await waitForIceGathering(peer.connection);
  return { socket, peer, messages, closed };
}

function invite(device: Device, params: Record<string, unknown>, role?: 'operator' | 'monitor'): void {
  device.socket.send(
    JSON.stringify({
      type: 'invite',
      ...(role ? { role } : {}),
      params,
      sdp: device.peer.connection.localDescription?.sdp,
    }),
  );
}

/** A stored live call of a Demo Care client placed by `operatorEmail`, with its conference open. */
async function placeCall(testApp: TestApp, operatorEmail = 'operator@demo.test', record = false) {
  const { db, telephony } = testApp.services;
  const organizationId = await testApp.organizationId('Demo Care');
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, operatorEmail));
  const [client] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.organizationId, organizationId))
    .limit(1);
  if (!operator || !client) throw new Error('no demo operator or client');
  const [call] = await db
    .insert(calls)
    .values({
      organizationId,
      patientId: client.id,
      source: 'voip',
      product: 'lift',
      interviewerId: operator.id,
      patientDialStatus: 'ringing',
      isDryRun: false,
      dateCreated: testApp.services.now(),
    })
    .returning({ id: calls.id });
  if (!call) throw new Error('no call');
  const callId = String(call.id);
  await telephony.openConference({ callId, organizationId, clientId: client.id, record });
  return { callId, organizationId, clientId: client.id, operatorId: operator.id };
}

function answerOf(device: Device): string {
  const answer = device.messages.find((message) => message.type === 'answer');
  return answer?.type === 'answer' ? answer.sdp : '';
}

describe('the local voice gateway', () => {
  it('joins the operator’s browser to the call and carries its voice to the bot and back', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const organizationId = await testApp.organizationId('Demo Care');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    const { telephony } = testApp.services;
    const events: TelephonyEvent[] = [];
    telephony.onEvent((event) => events.push(event));
    const { callId, clientId, operatorId } = await placeCall(testApp, 'operator@demo.test', true);
    const bot = await telephony.connectBot({ callId });
    const heardByBot: Uint8Array[] = [];
    bot.onFrame((frame) => heardByBot.push(frame));

    const device = await openDevice(url, accessToken);
    const heardByBrowser: Int16Array[] = [];
    device.peer.onFrame((frame) => heardByBrowser.push(frame));
    invite(device, { callId, organization_id: organizationId, patient_id: 1, is_dry_run: false });
    await until(() => device.messages.some((message) => message.type === 'answer'));
    const answer = device.messages.find((message) => message.type === 'answer');
    await device.peer.connection.setRemoteDescription({
      type: 'answer',
      sdp: answer?.type === 'answer' ? answer.sdp : '',
    });
    await until(() => device.messages.some((message) => message.type === 'connected'));
    // Listening to a client's voice is reading client data: audited with who, which client and which call.
    const audit = await testApp.services.db.select().from(auditLog).where(eq(auditLog.action, 'call_audio_joined'));
    expect(audit).toMatchObject([{ organizationId, clientId, userId: operatorId, detail: { callId } }]);

    const voice = Int16Array.from({ length: 8000 }, (_, index) => Math.round(5000 * Math.sin(index / 3)));
    // Frames go out at the 20 ms pace of a real line, which the media path is built for.
    for (const frame of splitIntoFrames(voice)) {
      device.peer.sendFrame(frame);
      bot.send(new Uint8Array(160).fill(0x20));
      await sleep(20);
    }
    const loudHeardByBot = () => heardByBot.filter((frame) => measureRms(decodeMulaw(frame)) > 1000).length;
    const loudHeardByBrowser = () => heardByBrowser.filter((frame) => measureRms(frame) > 1000).length;
    await until(() => loudHeardByBot() > 30 && loudHeardByBrowser() > 30, { what: 'each side to hear the other' });

    // Keypad digits from the device reach the bot as DTMF.
    const digits: string[] = [];
    bot.onDigit((digit) => digits.push(digit));
    device.socket.send(JSON.stringify({ type: 'digits', digits: '42#' }));
    await until(() => digits.length === 3);
    expect(digits).toEqual(['4', '2', '#']);

    device.socket.send(JSON.stringify({ type: 'hangup' }));
    expect(await device.closed).toEqual({ code: 1000, reason: 'hung up' });
    // The operator was the only person on the call: the conference ends with them and its recording is stored.
    await until(() => events.some((event) => event.type === 'conference-ended'));
    const types = events.map((event) => (event.type === 'leg-status' ? `${event.role} ${event.status}` : event.type));
    expect(types).toEqual([
      'bot in-progress',
      'operator in-progress',
      'operator completed',
      'bot completed',
      'recording-ready',
      'conference-ended',
    ]);
    await device.peer.close();
  });

  it('refuses a missing token, a bad message, and another organization’s call exactly like a missing one', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const north = await testApp.organizationId('Demo Care North');
    const demoCare = await testApp.organizationId('Demo Care');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    await testApp.services.telephony.openConference({
      callId: 'north-1',
      organizationId: north,
      clientId: null,
      record: false,
    });

    const anonymous = await openDevice(url, null);
    expect(await anonymous.closed).toEqual({ code: 4401, reason: 'token is required' });

    const forged = await openDevice(url, 'not-a-token');
    invite(forged, { callId: 'north-1', organization_id: north });
    expect((await forged.closed).code).toBe(4401);

    const badMessage = await openDevice(url, accessToken);
    invite(badMessage, { callId: 'no spaces allowed', organization_id: demoCare });
    const badClose = await badMessage.closed;
    expect(badClose.code).toBe(4400);
    expect(badClose.reason).toMatch(/^params\.callId: /);

    const badDigits = await openDevice(url, accessToken);
    badDigits.socket.send(JSON.stringify({ type: 'digits', digits: '12a' }));
    const badDigitsClose = await badDigits.closed;
    expect(badDigitsClose).toEqual({ code: 4400, reason: 'digits: digits are 1 to 32 of 0-9, * and #' });
    const earlyDigits = await openDevice(url, accessToken);
    earlyDigits.socket.send(JSON.stringify({ type: 'digits', digits: '1' }));
    expect(await earlyDigits.closed).toEqual({ code: 4400, reason: 'type: digits before the call was joined' });

    const notJson = await openDevice(url, accessToken);
    notJson.socket.send('{');
    expect(await notJson.closed).toEqual({ code: 4400, reason: 'message must be JSON' });

    const otherOrganization = await openDevice(url, accessToken);
    invite(otherOrganization, { callId: 'north-1', organization_id: north });
    const missing = await openDevice(url, accessToken);
    invite(missing, { callId: 'no-such-call', organization_id: demoCare });
    const claimedOrganization = await openDevice(url, accessToken);
    invite(claimedOrganization, { callId: 'north-1', organization_id: demoCare });
    const expected = { code: 4404, reason: 'No such call' };
    expect(await otherOrganization.closed).toEqual(expected);
    expect(await missing.closed).toEqual(expected);
    expect(await claimedOrganization.closed).toEqual(expected);
    await Promise.all(
      [
        anonymous,
        forged,
        badMessage,
        badDigits,
        earlyDigits,
        notJson,
        otherOrganization,
        missing,
        claimedOrganization,
      ].map((device) => device.peer.close()),
    );
  });

  it('lets only the call’s operator join its audio, and an admin only as a muted, audited monitor', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const { db, telephony } = testApp.services;
    const { callId, organizationId, clientId, operatorId } = await placeCall(testApp);
    const bot = await telephony.connectBot({ callId });
    const heardByBot: Uint8Array[] = [];
    bot.onFrame((frame) => heardByBot.push(frame));
    const params = { callId, organization_id: organizationId };

    // Another operator of the organization hears nothing of this call, whatever role they ask for.
    const agent = await testApp.signIn('agent@demo.test');
    const otherOperator = await openDevice(url, agent.accessToken);
    invite(otherOperator, params);
    expect(await otherOperator.closed).toEqual({ code: 4403, reason: 'Only the call’s operator may join its audio' });
    const otherMonitor = await openDevice(url, agent.accessToken);
    invite(otherMonitor, params, 'monitor');
    expect(await otherMonitor.closed).toEqual({ code: 4403, reason: 'role: only an admin may monitor a call' });
    // An admin does not join silently as if they were the operator.
    const admin = await testApp.signIn('admin@demo.test');
    const adminAsOperator = await openDevice(url, admin.accessToken);
    invite(adminAsOperator, params);
    expect(await adminAsOperator.closed).toEqual({
      code: 4403,
      reason: 'role: only the call’s operator joins its audio; an admin listens in as monitor',
    });

    const monitor = await openDevice(url, admin.accessToken);
    const heardByMonitor: Int16Array[] = [];
    monitor.peer.onFrame((frame) => heardByMonitor.push(frame));
    invite(monitor, params, 'monitor');
    await until(() => monitor.messages.some((message) => message.type === 'answer'));
    await monitor.peer.connection.setRemoteDescription({ type: 'answer', sdp: answerOf(monitor) });
    await until(() => monitor.messages.some((message) => message.type === 'connected'));
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'call_audio_monitored'))).toMatchObject([
      { userId: me?.id, organizationId, clientId, detail: { callId, operatorId } },
    ]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'call_audio_joined'))).toEqual([]);

    // The monitor takes no operator's place: the call's operator still joins.
    const operator = await testApp.signIn('operator@demo.test');
    const device = await openDevice(url, operator.accessToken);
    invite(device, params);
    await until(() => device.messages.some((message) => message.type === 'answer'));

    // Muted: the monitor hears the bot, the bot never hears the monitor.
    const voice = Int16Array.from({ length: 8000 }, (_, index) => Math.round(5000 * Math.sin(index / 3)));
    for (const frame of splitIntoFrames(voice)) {
      monitor.peer.sendFrame(frame);
      bot.send(new Uint8Array(160).fill(0x20));
      await sleep(20);
    }
    await sleep(200);
    expect(heardByMonitor.filter((frame) => measureRms(frame) > 1000).length).toBeGreaterThan(30);
    expect(heardByBot.length).toBeGreaterThan(30);
    expect(heardByBot.filter((frame) => measureRms(decodeMulaw(frame)) > 1000)).toEqual([]);

    await telephony.endConference({ callId });
    expect(await monitor.closed).toEqual({ code: 1000, reason: 'conference ended' });
    expect(monitor.messages.at(-1)).toEqual({ type: 'hangup', reason: 'conference-ended' });
    await Promise.all(
      [otherOperator, otherMonitor, adminAsOperator, monitor, device].map((entry) => entry.peer.close()),
    );
  });

  it('lets one operator at a time on a call', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const organizationId = await testApp.organizationId('Demo Care');
    const { accessToken } = await testApp.signIn('operator@demo.test');
    const { callId } = await placeCall(testApp);
    const first = await openDevice(url, accessToken);
    invite(first, { callId, organization_id: organizationId });
    await until(() => first.messages.some((message) => message.type === 'answer'));
    const second = await openDevice(url, accessToken);
    invite(second, { callId, organization_id: organizationId });
    expect(await second.closed).toEqual({ code: 4409, reason: 'An operator is already on this call' });
    await testApp.services.telephony.endConference({ callId });
    expect(await first.closed).toEqual({ code: 1000, reason: 'conference ended' });
    expect(first.messages.at(-1)).toEqual({ type: 'hangup', reason: 'conference-ended' });
    await Promise.all([first.peer.close(), second.peer.close()]);
  });
});

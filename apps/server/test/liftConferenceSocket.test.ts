import type { AddressInfo } from 'node:net';
import { fc } from '@fast-check/vitest';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CALL_COMMAND_TOPIC, CALL_UPDATE_TOPIC } from '../src/callSession/callSessionMessages.ts';
import { LIFT_CONFERENCE_PATH } from '../src/conference/registerLiftConferenceSocket.ts';
import { auditLog, calls, patients, users } from '../src/db/schema/index.ts';
import type { AppEvent } from '../src/events/EventBus.ts';
import type { TelephonyEvent } from '../src/telephony/Telephony.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { until } from './until.ts';

/** A live call screen's socket: what it received and how it closed. */
interface Screen {
  socket: WebSocket;
  messages: { type: string; data: unknown }[];
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${LIFT_CONFERENCE_PATH}/`;
}

async function openScreen(url: string, token: string | null): Promise<Screen> {
  const socket = new WebSocket(token === null ? url : `${url}?token=${encodeURIComponent(token)}`);
  const messages: Screen['messages'] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, closed, send: (message) => socket.send(JSON.stringify(message)) };
}

function acked(screen: Screen, data: string): boolean {
  return screen.messages.some((message) => message.type === 'ack' && message.data === data);
}

/** A lift call of a Demo Care client, placed by `operator@demo.test`, with its conference open. */
async function placeCall(testApp: TestApp, options: { organization?: string; dryRun?: boolean } = {}) {
  const { db, telephony } = testApp.services;
  const organizationId = await testApp.organizationId(options.organization ?? 'Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'operator@demo.test'));
  const [client] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.organizationId, organizationId))
    .limit(1);
  if (!client) throw new Error('no client');
  const [call] = await db
    .insert(calls)
    .values({
      organizationId,
      patientId: client.id,
      source: 'voip',
      product: 'lift',
      interviewerId: me?.id ?? null,
      patientDialStatus: options.dryRun ? null : 'ringing',
      isDryRun: options.dryRun ?? false,
      dateCreated: testApp.services.now(),
    })
    .returning({ id: calls.id });
  if (!call) throw new Error('no call');
  await telephony.openConference({ callId: String(call.id), organizationId, clientId: client.id, record: false });
  return { callId: call.id, organizationId, clientId: client.id, operator };
}

function recordBus(testApp: TestApp, topic: string): AppEvent[] {
  const seen: AppEvent[] = [];
  testApp.services.events.subscribe(topic, (event) => seen.push(event));
  return seen;
}

describe('the live conference socket', () => {
  it('forwards the session’s updates and turns the operator’s messages into commands on the event bus', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const { callId, organizationId, clientId, operator } = await placeCall(testApp);
    const commands = recordBus(testApp, CALL_COMMAND_TOPIC);
    const { events } = testApp.services;

    // What the session said before the screen connected is the screen's starting point (a refresh, a late join).
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: { callId: String(callId), update: { type: 'update_active_language', language: 'es-US' } },
    });
    const screen = await openScreen(url, operator.accessToken);
    screen.send({ action: 'connect', call_id: callId, organization_id: organizationId });
    // Sent right behind `connect`, before its checks are over: handled after them, in order.
    screen.send({ action: 'message', call_id: callId, organization_id: organizationId, data: 'navigate:answered' });
    await until(() => acked(screen, 'navigate:answered'));
    expect(screen.messages.slice(0, 2)).toEqual([
      { type: 'update_active_language', data: 'es-US' },
      { type: 'ack', data: 'connect' },
    ]);
    const audit = await testApp.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'live_call_steering_joined'));
    expect(audit).toMatchObject([{ organizationId, clientId, detail: { callId } }]);

    for (const data of ['feedback:3', 'alternative:alternative']) {
      screen.send({ action: 'message', call_id: callId, organization_id: organizationId, data });
    }
    await until(() => acked(screen, 'alternative:alternative'));
    expect(commands.map((event) => event.payload)).toEqual([
      { callId: String(callId), command: { type: 'navigate', actionId: 'answered' } },
      { callId: String(callId), command: { type: 'feedback', feedbackId: '3' } },
      { callId: String(callId), command: { type: 'alternative' } },
    ]);

    // Updates of this call reach the screen; another call's, and malformed ones, do not (and break nothing).
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: { callId: String(callId + 1000), update: { type: 'x' } },
    });
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: { callId: String(callId), update: { type: 'update_alternative' } },
    });
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: {
        callId: String(callId + 1000),
        update: { type: 'update_action_buttons', buttons: [{ action: 'other', text: 'Other' }] },
      },
    });
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: {
        callId: String(callId),
        update: { type: 'update_action_buttons', buttons: [{ action: 'next', text: 'Next' }] },
      },
    });
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: { callId: String(callId), update: { type: 'update_alternative', alternative: { questionnaireId: 12 } } },
    });
    const feedback = { id: 4, title: 'Repeat', text: 'Let me repeat', language: 'en-US', is_active: true };
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: {
        callId: String(callId),
        update: { type: 'update_feedback_buttons', buttons: [{ ...feedback, portal_display: true }] },
      },
    });
    await until(() => screen.messages.some((message) => message.type === 'update_feedback_buttons'));
    expect(screen.messages.slice(-3)).toEqual([
      { type: 'update_action_buttons', data: [{ action: 'next', text: 'Next' }] },
      { type: 'update_alternative', data: { questionnaireId: 12 } },
      { type: 'update_feedback_buttons', data: [{ ...feedback, portal_display: true }] },
    ]);

    // The bot's end takes its buttons away but keeps the screen connected: the people may still be talking.
    await events.publish({
      topic: CALL_UPDATE_TOPIC,
      payload: { callId: String(callId), update: { type: 'session_ended', reason: 'completed' } },
    });
    await until(() => {
      const cleared = screen.messages.at(-2);
      return cleared?.type === 'update_action_buttons' && Array.isArray(cleared.data) && cleared.data.length === 0;
    });
    expect(screen.messages.slice(-2)).toEqual([
      { type: 'update_action_buttons', data: [] },
      { type: 'update_feedback_buttons', data: [] },
    ]);
    // The conference's end lets the screen go, with a code the channel does not retry.
    await events.publish({ topic: 'telephony', payload: { type: 'conference-ended', callId: String(callId) } });
    expect(await screen.closed).toEqual({ code: 4410, reason: 'call ended' });
  });

  it('takes the operator out on leave and ends the conference on hangup, with no session running the call', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const commands = recordBus(testApp, CALL_COMMAND_TOPIC);
    const telephonyEvents: TelephonyEvent[] = [];
    testApp.services.telephony.onEvent((event) => telephonyEvents.push(event));

    const first = await placeCall(testApp);
    const leaving = await openScreen(url, first.operator.accessToken);
    leaving.send({ action: 'connect', call_id: first.callId, organization_id: first.organizationId });
    leaving.send({ action: 'message', call_id: first.callId, organization_id: first.organizationId, data: 'leave' });
    expect(await leaving.closed).toEqual({ code: 1000, reason: 'left the call' });
    expect(leaving.messages.at(-1)).toEqual({ type: 'ack', data: 'leave' });
    // The client is still on the line: leaving does not end the call.
    expect(telephonyEvents.some((event) => event.type === 'conference-ended')).toBe(false);

    const hanging = await openScreen(url, first.operator.accessToken);
    hanging.send({ action: 'connect', call_id: first.callId, organization_id: first.organizationId });
    hanging.send({ action: 'message', call_id: first.callId, organization_id: first.organizationId, data: 'hangup' });
    expect(await hanging.closed).toEqual({ code: 4410, reason: 'hung up' });
    expect(hanging.messages.at(-1)).toEqual({ type: 'ack', data: 'hangup' });
    expect(telephonyEvents.filter((event) => event.type === 'conference-ended')).toEqual([
      expect.objectContaining({ callId: String(first.callId) }),
    ]);
    expect(commands.map((event) => event.payload)).toEqual([
      { callId: String(first.callId), command: { type: 'leave' } },
      { callId: String(first.callId), command: { type: 'hangup' } },
    ]);
    // The ended call's record says so, and the socket refuses it from now on.
    const status = async () =>
      (
        await testApp.services.db
          .select({ status: calls.patientDialStatus })
          .from(calls)
          .where(eq(calls.id, first.callId))
      )[0]?.status;
    await until(async () => (await status()) === 'canceled', { what: "the ended call's record" });
    const late = await openScreen(url, first.operator.accessToken);
    late.send({ action: 'connect', call_id: first.callId, organization_id: first.organizationId });
    expect(await late.closed).toEqual({ code: 4410, reason: 'The call has ended' });

    // A conference that ends by itself (the last person left) closes the screens of its call.
    const second = await placeCall(testApp, { dryRun: true });
    const watching = await openScreen(url, second.operator.accessToken);
    watching.send({ action: 'connect', call_id: second.callId, organization_id: second.organizationId });
    await until(() => acked(watching, 'connect'));
    await testApp.services.telephony.endConference({ callId: String(second.callId) });
    expect(await watching.closed).toEqual({ code: 4410, reason: 'call ended' });
  });

  it('refuses bad tokens, bad messages, other organizations’ calls, and users who may not steer the call', async () => {
    const testApp = await createTestApp();
    const url = await listen(testApp);
    const { callId, organizationId, operator } = await placeCall(testApp);
    const north = await placeCall(testApp, { organization: 'Demo Care North' });
    const connect = { action: 'connect', call_id: callId, organization_id: organizationId };

    const anonymous = await openScreen(url, null);
    expect(await anonymous.closed).toEqual({ code: 4401, reason: 'token is required' });
    const forged = await openScreen(url, 'not-a-token');
    forged.send(connect);
    expect((await forged.closed).code).toBe(4401);

    const cases: [unknown, { code: number; reason: string | RegExp }][] = [
      ['{', { code: 4400, reason: 'message must be JSON' }],
      [{ action: 'shout' }, { code: 4400, reason: /^action: / }],
      [
        { action: 'connect', call_id: 'seven', organization_id: organizationId },
        { code: 4400, reason: /^call_id: / },
      ],
      [
        { action: 'message', call_id: callId, organization_id: organizationId, data: 'hangup' },
        { code: 4400, reason: 'action: connect must come first' },
      ],
    ];
    for (const [message, expected] of cases) {
      const screen = await openScreen(url, operator.accessToken);
      screen.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
      const closed = await screen.closed;
      expect(closed.code).toBe(expected.code);
      if (typeof expected.reason === 'string') expect(closed.reason).toBe(expected.reason);
      else expect(closed.reason).toMatch(expected.reason);
    }

    // After `connect`: a message for another call, an unknown command, an action id too long, a second connect.
    const afterConnect: [unknown, string][] = [
      [
        { action: 'message', call_id: callId + 1, organization_id: organizationId, data: 'leave' },
        'call_id: not the connected call',
      ],
      [
        { action: 'message', call_id: callId, organization_id: organizationId, data: `navigate:${'x'.repeat(201)}` },
        'data: actionId: Too big: expected string to have <=200 characters',
      ],
      [connect, 'action: only one connect per connection'],
    ];
    for (const [message, reason] of afterConnect) {
      const screen = await openScreen(url, operator.accessToken);
      screen.send(connect);
      screen.send(message);
      expect(await screen.closed).toEqual({ code: 4400, reason });
    }

    const badFeedback = await openScreen(url, operator.accessToken);
    badFeedback.send(connect);
    badFeedback.send({ action: 'message', call_id: callId, organization_id: organizationId, data: 'feedback:loud' });
    const badFeedbackClose = await badFeedback.closed;
    expect(badFeedbackClose.code).toBe(4400);
    expect(badFeedbackClose.reason).toMatch(/^data: feedbackId: /);

    // Another organization's call, a call that does not exist and a false organization all look the same.
    const notFound = { code: 4404, reason: 'No such call' };
    for (const message of [
      { action: 'connect', call_id: north.callId, organization_id: north.organizationId },
      { action: 'connect', call_id: north.callId, organization_id: organizationId },
      { action: 'connect', call_id: 999_999, organization_id: organizationId },
    ]) {
      const screen = await openScreen(url, operator.accessToken);
      screen.send(message);
      expect(await screen.closed).toEqual(notFound);
    }

    // Another operator of the organization may not steer this call; an admin of it may.
    const agent = await testApp.signIn('agent@demo.test');
    const other = await openScreen(url, agent.accessToken);
    other.send(connect);
    expect(await other.closed).toEqual({ code: 4403, reason: 'Only the call’s operator or an admin may steer it' });
    const admin = await testApp.signIn('admin@demo.test');
    const supervising = await openScreen(url, admin.accessToken);
    supervising.send(connect);
    await until(() => acked(supervising, 'connect'));
    supervising.socket.close();

    // Anything else a screen may send after `connect` is refused with a reason, one socket at a time; none throws.
    const junk = fc.sample(fc.oneof(fc.jsonValue(), fc.string()), { numRuns: 20, seed: 20_261_126 });
    for (const value of junk) {
      const screen = await openScreen(url, operator.accessToken);
      screen.send(connect);
      screen.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
      const closed = await screen.closed;
      expect(closed.code, JSON.stringify(value)).toBe(4400);
      expect(closed.reason.length).toBeGreaterThan(0);
    }

    // The server is still there for the next screen.
    const fine = await openScreen(url, operator.accessToken);
    fine.send(connect);
    await until(() => acked(fine, 'connect'));
    fine.socket.close();
    const rows = await testApp.services.db
      .select({ id: calls.id })
      .from(calls)
      .where(and(eq(calls.id, callId), eq(calls.organizationId, organizationId)));
    expect(rows).toHaveLength(1);
  });
});

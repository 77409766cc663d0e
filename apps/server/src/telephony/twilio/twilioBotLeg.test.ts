import type { AddressInfo } from 'node:net';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import twilio from 'twilio';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { postTwilioWebhook, TWILIO_TEST_SETTINGS } from '../../../test/twilioFixtures.ts';
import { until } from '../../../test/until.ts';
import type { AudioPort } from '../../audio/AudioPort.ts';
import type { RecordingStorage } from '../../recordings/RecordingStorage.ts';
import type { TelephonyEvent } from '../Telephony.ts';
import { createTwilioTelephony, TWILIO_MEDIA_STREAM_PATH, type TwilioWebhook } from './createTwilioTelephony.ts';
import recordedStream from './fixtures/mediaStreamMessages.json' with { type: 'json' };
import { registerTwilioWebhooks } from './registerTwilioWebhooks.ts';
import type { TwilioHttpRequest, TwilioHttpResponse } from './TwilioHttp.ts';

const SETTINGS = TWILIO_TEST_SETTINGS;
const ACCOUNT_PATH = `/2010-04-01/Accounts/${SETTINGS.accountSid}`;
/** The address Twilio opens the stream at, and signs. */
const STREAM_URL = `wss://carecall.example${TWILIO_MEDIA_STREAM_PATH}`;

/** A message of the fixture stream (Twilio’s documented message shapes), as much of it as the tests read. */
interface StreamMessage {
  event: string;
  streamSid?: string;
  start?: { customParameters: Record<string, string> };
  media?: { payload: string };
}
const recorded: StreamMessage[] = recordedStream;
const byEvent = (event: string) => recorded.filter((message) => message.event === event);

const apps: FastifyInstance[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const app of apps.splice(0)) await app.close();
});

/** The Twilio adapter behind its real routes on a listening server, with Twilio's REST API answered by fixtures. */
async function setUp(
  options: { botJoinTimeoutMs?: number; answer?: (request: TwilioHttpRequest) => TwilioHttpResponse } = {},
) {
  const requests: TwilioHttpRequest[] = [];
  const recordings: RecordingStorage = {
    async put() {},
    async get() {
      return null;
    },
    async delete() {},
  };
  const telephony = createTwilioTelephony({
    settings: SETTINGS,
    recordings,
    http: async (request) => {
      requests.push(request);
      if (options.answer) return options.answer(request);
      const to = String(request.form?.To ?? '');
      return { status: 201, body: { call_sid: to.startsWith('app:') ? 'CA-bot' : 'CA-client' } };
    },
    mayJoin: async ({ identity }) => identity === 'user-7',
    ...(options.botJoinTimeoutMs ? { botJoinTimeoutMs: options.botJoinTimeoutMs } : {}),
    streamStartTimeoutMs: 1000,
  });
  const events: TelephonyEvent[] = [];
  telephony.onEvent((event) => events.push(event));
  const app = Fastify();
  apps.push(app);
  await app.register(websocket);
  await registerTwilioWebhooks(app, telephony, SETTINGS.publicUrl);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  /** A webhook as Twilio posts it: form fields signed over the public URL. */
  const webhook = (kind: TwilioWebhook, params: Record<string, string>, query = '') =>
    postTwilioWebhook(app, kind, params, { query });

  /** Opens the stream endpoint as Twilio does, its handshake signed with `signWith` (none when null). */
  const openStream = async (signWith: string | null = SETTINGS.authToken) => {
    const headers: Record<string, string> = {};
    if (signWith) headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(signWith, STREAM_URL, {});
    const socket = new WebSocket(`ws://127.0.0.1:${port}${TWILIO_MEDIA_STREAM_PATH}`, { headers });
    sockets.push(socket);
    const received: Record<string, unknown>[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const send = (message: StreamMessage | Record<string, unknown>) => socket.send(JSON.stringify(message));
    return { socket, received, closed, send };
  };

  /** The bot's participant request, the secret it carries and the voice webhook's TwiML for it. */
  const answerBotParticipant = async (callId: string) => {
    await until(() => requests.some((request) => String(request.form?.To ?? '').startsWith('app:')), {
      what: 'the bot dial',
    });
    const dial = requests.find((request) => String(request.form?.To ?? '').startsWith('app:'));
    const to = String(dial?.form?.To);
    const custom = Object.fromEntries(new URL(to.replace(/^app:/, 'app://')).searchParams);
    const params = { CallSid: 'CA-bot', AccountSid: SETTINGS.accountSid, From: SETTINGS.callerId, To: to, ...custom };
    const answered = await webhook('voice', params);
    const twiml = answered.body;
    const streamToken = /<Parameter name="stream_token" value="([^"]+)"\/>/.exec(twiml)?.[1] ?? '';
    expect(custom).toMatchObject({ callId, leg: 'bot' });
    return { dial, to, custom, params, twiml, streamToken };
  };

  /** The recorded `start`, naming this call and its stream secret as Twilio echoes the TwiML's parameters. */
  const startMessage = (callId: string, streamToken: string) => {
    const [start] = byEvent('start');
    if (!start?.start) throw new Error('the fixture has no start');
    return {
      ...start,
      start: { ...start.start, customParameters: { callId, stream_token: streamToken } },
    };
  };

  return { telephony, requests, events, webhook, openStream, answerBotParticipant, startMessage };
}

const payloadOf = (message: StreamMessage) => Buffer.from(message.media?.payload ?? '', 'base64');

describe('the bot on Twilio: a participant whose audio is a bidirectional media stream', () => {
  it('joins an operator’s call through the TwiML application and carries audio both ways through its port', async () => {
    const { telephony, requests, events, webhook, openStream, answerBotParticipant, startMessage } = await setUp();
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: 12, record: true });
    await webhook('voice', { CallSid: 'CA-operator', From: 'client:user-7', callId: 'c1', organization_id: '3' });
    const connecting = telephony.connectBot({ callId: 'c1' });

    const { dial, to, custom, params, twiml, streamToken } = await answerBotParticipant('c1');
    expect(dial).toEqual({
      method: 'POST',
      path: `${ACCOUNT_PATH}/Conferences/call-c1/Participants.json`,
      form: {
        From: SETTINGS.callerId,
        To: to,
        StatusCallback: 'https://carecall.example/conference/twilio/participant-status?callId=c1&leg=bot',
        StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        EndConferenceOnExit: 'false',
        Beep: 'false',
        ConferenceStatusCallback: 'https://carecall.example/conference/twilio/conference-status?callId=c1',
        ConferenceStatusCallbackEvent: ['start', 'end', 'join', 'leave'],
      },
    });
    expect(to.startsWith(`app:${SETTINGS.twimlAppSid}?`)).toBe(true);
    expect(custom.bot_token).toMatch(/^[\w-]{32}$/);
    expect(twiml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Connect>' +
        `<Stream url="${STREAM_URL}" name="bot-c1"><Parameter name="callId" value="c1"/>` +
        `<Parameter name="stream_token" value="${streamToken}"/></Stream></Connect></Response>`,
    );
    expect(streamToken).toMatch(/^[\w-]{32}$/);
    expect(streamToken).not.toBe(custom.bot_token);
    // The webhook answers the stream once: a replay, or a guessed secret, is hung up.
    const hangUp = '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>';
    expect((await webhook('voice', params)).body).toBe(hangUp);

    const twilioSide = await openStream();
    const [connected] = byEvent('connected');
    if (!connected) throw new Error('the fixture has no connected');
    twilioSide.send(connected);
    twilioSide.send(startMessage('c1', streamToken));
    const port: AudioPort = await connecting;
    expect(events).toContainEqual(expect.objectContaining({ type: 'leg-status', role: 'bot', status: 'in-progress' }));

    // The client's voice reaches the bot in 20 ms μ-law frames, exactly as recorded.
    const heard: Uint8Array[] = [];
    const digits: string[] = [];
    port.onFrame((frame) => heard.push(frame));
    port.onDigit((digit) => digits.push(digit));
    const media = byEvent('media');
    for (const message of media) twilioSide.send(message);
    for (const message of [...byEvent('dtmf'), ...byEvent('mark')]) twilioSide.send(message);
    await until(() => heard.length === media.length && digits.length === 1, {
      what: 'the recorded audio and digit',
    });
    expect(heard.map((frame) => Buffer.from(frame))).toEqual(media.map(payloadOf));
    expect(digits).toEqual(['1']);

    // The bot's voice goes back as media on the stream, and an interruption clears what Twilio has not played.
    const spoken = new Uint8Array(160).map((_, index) => (index * 7) % 256);
    port.send(spoken);
    port.clear();
    await until(() => twilioSide.received.length === 2, { what: 'the bot’s audio' });
    const [start] = byEvent('start');
    expect(twilioSide.received).toEqual([
      { event: 'media', streamSid: start?.streamSid, media: { payload: Buffer.from(spoken).toString('base64') } },
      { event: 'clear', streamSid: start?.streamSid },
    ]);

    const [stop] = byEvent('stop');
    if (!stop) throw new Error('the fixture has no stop');
    twilioSide.send(stop);
    await until(() => port.closed, { what: 'the port to close' });
    expect((await twilioSide.closed).code).toBe(1000);
    expect(
      events
        .filter((event) => event.type === 'leg-status' && event.role === 'bot')
        .map((event) => event.type === 'leg-status' && event.status),
    ).toEqual(['in-progress', 'completed']);
    expect(requests.filter((request) => request.path.includes('/Calls/'))).toEqual([]);
  });

  it('runs an outbound bot call: the client dialled into the conference, the bot streamed in, the end when the client hangs up', async () => {
    const { telephony, requests, events, webhook, openStream, answerBotParticipant, startMessage } = await setUp({
      answer: (request) => {
        const to = String(request.form?.To ?? '');
        if (request.path.endsWith('/Participants.json'))
          return { status: 201, body: { call_sid: to.startsWith('app:') ? 'CA-bot' : 'CA-client' } };
        return { status: 200, body: { sid: 'ok' } };
      },
    });
    await telephony.openConference({ callId: 'b9', organizationId: 3, clientId: 12, record: true });
    await telephony.dialClient({ callId: 'b9', phoneNumber: '+12125550100' });
    // No operator: the conference's progress comes through the participants the server added.
    expect(requests[0]?.form).toMatchObject({
      ConferenceStatusCallback: 'https://carecall.example/conference/twilio/conference-status?callId=b9',
    });
    await webhook('participantStatus', { CallSid: 'CA-client', CallStatus: 'in-progress' }, '?callId=b9');
    await webhook(
      'conferenceStatus',
      { StatusCallbackEvent: 'conference-start', ConferenceSid: 'CF-9', CallSid: 'CA-client' },
      '?callId=b9',
    );

    const connecting = telephony.connectBot({ callId: 'b9' });
    const { streamToken } = await answerBotParticipant('b9');
    const twilioSide = await openStream();
    twilioSide.send(startMessage('b9', streamToken));
    const port = await connecting;
    const heard: Uint8Array[] = [];
    port.onFrame((frame) => heard.push(frame));
    const [first] = byEvent('media');
    if (first) twilioSide.send(first);
    await until(() => heard.length === 1, { what: 'the client’s audio' });
    port.send(new Uint8Array(160).fill(0xff));
    await until(() => twilioSide.received.length === 1, { what: 'the bot’s audio' });

    // The client hangs up: the bot alone keeps no call open, so the conference is ended.
    await webhook('participantStatus', { CallSid: 'CA-client', CallStatus: 'completed' }, '?callId=b9');
    await until(() => requests.some((request) => request.path.endsWith('/Conferences/CF-9.json')), {
      what: 'the end',
    });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `${ACCOUNT_PATH}/Conferences/CF-9.json`,
      form: { Status: 'completed' },
    });
    await webhook('conferenceStatus', { StatusCallbackEvent: 'conference-end', ConferenceSid: 'CF-9' }, '?callId=b9');
    expect(port.closed).toBe(true);
    expect(events.map((event) => (event.type === 'leg-status' ? `${event.role} ${event.status}` : event.type))).toEqual(
      ['client in-progress', 'bot in-progress', 'client completed', 'bot completed', 'conference-ended'],
    );
  });

  it('refuses an unsigned or wrongly signed stream, and a signed one this server did not ask for, with 4403', async () => {
    const { telephony, openStream, answerBotParticipant, startMessage } = await setUp();
    const unsigned = await openStream(null);
    expect(await unsigned.closed).toEqual({ code: 4403, reason: 'X-Twilio-Signature does not match' });
    const forged = await openStream('another-account-token');
    expect(await forged.closed).toEqual({ code: 4403, reason: 'X-Twilio-Signature does not match' });

    await telephony.openConference({ callId: 'c2', organizationId: 3, clientId: null, record: false });
    let joined = false;
    const connecting = telephony.connectBot({ callId: 'c2' }).then((port) => {
      joined = true;
      return port;
    });
    const { streamToken } = await answerBotParticipant('c2');
    // Signed by Twilio, but naming another secret or another call: somebody else's stream.
    const guessed = await openStream();
    guessed.send(startMessage('c2', 'x'.repeat(32)));
    expect(await guessed.closed).toEqual({ code: 4403, reason: 'the stream is not one this server asked for' });
    const elsewhere = await openStream();
    elsewhere.send(startMessage('c3', streamToken));
    expect(await elsewhere.closed).toEqual({ code: 4403, reason: 'the stream is not one this server asked for' });
    const garbled = await openStream();
    garbled.send({ event: 'media' });
    expect((await garbled.closed).code).toBe(4400);
    expect(joined).toBe(false);

    // The bot's own stream still joins.
    const real = await openStream();
    real.send(startMessage('c2', streamToken));
    expect((await connecting).closed).toBe(false);
    await expect(telephony.connectBot({ callId: 'c2' })).rejects.toMatchObject({ code: 'LEG_BUSY' });
  });

  it('fails the bot’s join when its participant fails or its stream never starts, and hangs the silent leg up', async () => {
    const { telephony, requests, webhook, answerBotParticipant } = await setUp({ botJoinTimeoutMs: 300 });
    await telephony.openConference({ callId: 'c4', organizationId: 3, clientId: null, record: false });
    const failing = telephony.connectBot({ callId: 'c4' });
    await until(() => requests.length === 1, { what: 'the bot dial' });
    await webhook('participantStatus', { CallSid: 'CA-bot', CallStatus: 'failed' }, '?callId=c4&leg=bot');
    await expect(failing).rejects.toMatchObject({ code: 'PROVIDER_ERROR' });

    requests.length = 0;
    const silent = telephony.connectBot({ callId: 'c4' });
    await answerBotParticipant('c4');
    await expect(silent).rejects.toThrow('did not start within 300 ms');
    await until(() => requests.some((request) => request.path.includes('/Calls/')), {
      what: 'the hang-up',
    });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `${ACCOUNT_PATH}/Calls/CA-bot.json`,
      form: { Status: 'completed' },
    });
  });
});

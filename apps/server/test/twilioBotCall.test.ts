import type { AddressInfo } from 'node:net';
import { assertQuestionnaire, prepareQuestionnaire } from '@carecall/graph-core';
import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { describe, expect, it, onTestFinished } from 'vitest';
import { WebSocket } from 'ws';
import { measureRms } from '../src/audio/audioFrames.ts';
import { decodeMulaw } from '../src/audio/mulaw.ts';
import { CALL_UPDATE_TOPIC, type CallUpdate } from '../src/callSession/callSessionMessages.ts';
import { callRuns, calls, callTranscriptions, patients } from '../src/db/schema/index.ts';
import { createQuestionnaire } from '../src/questionnaires/createQuestionnaire.ts';
import type { TelephonyEvent } from '../src/telephony/Telephony.ts';
import {
  createTwilioTelephony,
  TWILIO_MEDIA_STREAM_PATH,
  type TwilioWebhook,
} from '../src/telephony/twilio/createTwilioTelephony.ts';
import type { TwilioHttpRequest } from '../src/telephony/twilio/TwilioHttp.ts';
import { BOT_CHECK_IN } from './botCallFixtures.ts';
import { createTestRecordingStorage } from './createTestRecordingStorage.ts';
import { createTestApp, TEST_ENV } from './harness.ts';
import { postTwilioWebhook, TWILIO_TEST_SETTINGS } from './twilioFixtures.ts';
import { until } from './until.ts';

const PUBLIC_URL = TEST_ENV.PUBLIC_URL ?? 'http://localhost:3000';
const CLIENT_NUMBER = '+12025550177';

describe('an automated bot call on Twilio', () => {
  it('dials the client into the conference, streams the bot in, runs the questionnaire and ends', async () => {
    const requests: TwilioHttpRequest[] = [];
    const telephony = createTwilioTelephony({
      settings: { ...TWILIO_TEST_SETTINGS, publicUrl: PUBLIC_URL },
      // Twilio's REST API, answered as Twilio answers: a participant's call SID, or the updated resource.
      http: async (request) => {
        requests.push(request);
        if (!request.path.endsWith('/Participants.json')) return { status: 200, body: { sid: 'ok' } };
        return {
          status: 201,
          body: { call_sid: String(request.form?.To).startsWith('app:') ? 'CA-bot' : 'CA-client' },
        };
      },
      recordings: createTestRecordingStorage(),
      mayJoin: async () => false,
    });
    const testApp = await createTestApp({
      build: { telephony, speechRecognizer: null, botTiming: { noInputMs: 8000, digitTimeoutMs: 400 } },
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { db } = testApp.services;
    const organizationId = await testApp.organizationId('Demo Care');
    const [patient] = await db
      .insert(patients)
      .values({ organizationId, firstName: 'Rosa', lastName: 'Streamtest', birthDate: '1950-02-03', language: 'en-US' })
      .returning({ id: patients.id });
    if (!patient) throw new Error('no patient');
    const questionnaire = await createQuestionnaire(db, {
      organizationId,
      document: prepareQuestionnaire(
        assertQuestionnaire({
          ...BOT_CHECK_IN,
          questionnaire_name: 'Bot check-in on Twilio',
          id: 0,
          organization_id: organizationId,
        }),
      ),
      userId: null,
      now: new Date(),
    });
    const [call] = await db
      .insert(calls)
      .values({
        organizationId,
        patientId: patient.id,
        source: 'phone',
        product: 'bot',
        patientPhone: CLIENT_NUMBER,
        questionnaireId: questionnaire.id,
        patientDialStatus: 'queued',
      })
      .returning({ id: calls.id });
    if (!call) throw new Error('no call');
    const callId = String(call.id);
    const events: TelephonyEvent[] = [];
    telephony.onEvent((event) => events.push(event));
    const updates: CallUpdate[] = [];
    testApp.services.events.subscribe(CALL_UPDATE_TOPIC, (event) => {
      if (event.payload.callId === callId) updates.push(event.payload.update as CallUpdate);
    });

    /** A webhook as Twilio posts it, signed over the public address. */
    const webhook = async (kind: TwilioWebhook, params: Record<string, string>, query = `?callId=${callId}`) => {
      const response = await postTwilioWebhook(testApp.app, kind, params, { query, publicUrl: PUBLIC_URL });
      expect(response.statusCode).toBeLessThan(300);
      return response.body;
    };

    const placed = testApp.services.botCalls.startBotCall({ callId: call.id });
    await until(() => requests.length === 1, { timeoutMs: 15_000, what: 'the client’s dial' });
    expect(requests[0]?.form).toMatchObject({ To: CLIENT_NUMBER, RecordingChannels: 'dual' });
    await webhook('conferenceStatus', { StatusCallbackEvent: 'conference-start', ConferenceSid: 'CF-bot-call' });
    await webhook('participantStatus', { CallSid: 'CA-client', CallStatus: 'ringing' });
    await webhook('participantStatus', { CallSid: 'CA-client', CallStatus: 'in-progress' });

    // The client answered: the bot joins as the TwiML application's participant, and its webhook answers the stream.
    await until(() => requests.some((request) => String(request.form?.To).startsWith('app:')), {
      timeoutMs: 15_000,
      what: 'the bot’s dial',
    });
    const to = String(requests.find((request) => String(request.form?.To).startsWith('app:'))?.form?.To);
    const custom = Object.fromEntries(new URL(to.replace(/^app:/, 'app://')).searchParams);
    const twiml = await webhook('voice', { CallSid: 'CA-bot', From: '+15005550006', To: to, ...custom }, '');
    const streamUrl = `${PUBLIC_URL.replace(/^http/, 'ws')}${TWILIO_MEDIA_STREAM_PATH}`;
    expect(twiml).toContain(`<Connect><Stream url="${streamUrl}"`);
    const streamToken = /<Parameter name="stream_token" value="([^"]+)"\/>/.exec(twiml)?.[1] ?? '';

    // Twilio opens the stream, signed, and speaks the media stream protocol.
    const { port } = testApp.app.server.address() as AddressInfo;
    const stream = new WebSocket(`ws://127.0.0.1:${port}${TWILIO_MEDIA_STREAM_PATH}`, {
      headers: {
        'x-twilio-signature': twilio.getExpectedTwilioSignature(TWILIO_TEST_SETTINGS.authToken, streamUrl, {}),
      },
    });
    onTestFinished(() => stream.terminate());
    const botAudio: number[] = [];
    stream.on('message', (data) => {
      const message = JSON.parse(String(data)) as { event: string; media?: { payload: string } };
      if (message.event === 'media' && message.media) {
        botAudio.push(measureRms(decodeMulaw(Buffer.from(message.media.payload, 'base64'))));
      }
    });
    const streamClosed = new Promise<number>((resolve) => stream.once('close', resolve));
    await new Promise((resolve) => stream.once('open', resolve));
    const streamSid = 'MZ00000000000000000000000000000001';
    stream.send(JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }));
    stream.send(
      JSON.stringify({
        event: 'start',
        sequenceNumber: '1',
        start: {
          accountSid: 'AC00000000000000000000000000000001',
          streamSid,
          callSid: 'CA-bot',
          tracks: ['inbound'],
          mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
          customParameters: custom.callId ? { callId: custom.callId, stream_token: streamToken } : {},
        },
        streamSid,
      }),
    );
    // Twilio streams the call's audio every 20 ms, silence included: the bot's clock ticks with it.
    let chunk = 0;
    const silence = Buffer.alloc(160, 0xff).toString('base64');
    const inbound = setInterval(() => {
      if (stream.readyState !== stream.OPEN) return;
      chunk += 1;
      const media = { track: 'inbound', chunk: String(chunk), timestamp: String(chunk * 20), payload: silence };
      stream.send(JSON.stringify({ event: 'media', sequenceNumber: String(chunk + 1), media, streamSid }));
    }, 20);
    onTestFinished(() => clearInterval(inbound));
    // The client hears the greeting and the question, then presses 1 for yes.
    await until(() => updates.some((update) => update.type === 'update_action_buttons' && update.buttons.length > 0), {
      timeoutMs: 15_000,
      what: 'the question',
    });
    expect(Math.max(...botAudio)).toBeGreaterThan(300);
    stream.send(
      JSON.stringify({
        event: 'dtmf',
        streamSid,
        sequenceNumber: String(chunk + 2),
        dtmf: { track: 'inbound_track', digit: '1' },
      }),
    );

    // The bot finishes, leaves the stream and ends the conference, which Twilio then reports as ended.
    expect(await streamClosed).toBe(1000);
    await until(() => requests.some((request) => request.path.endsWith('/Conferences/CF-bot-call.json')), {
      timeoutMs: 15_000,
      what: 'the end',
    });
    await webhook('participantStatus', { CallSid: 'CA-client', CallStatus: 'completed' });
    await webhook('conferenceStatus', { StatusCallbackEvent: 'conference-end', ConferenceSid: 'CF-bot-call' });
    const result = await placed;
    expect(result).toMatchObject({ reason: 'completed', patientDialStatus: 'completed' });
    expect(result.answers).toMatchObject([{ name: 'feeling_well', value: 'Yes', input: 'keypad' }]);
    const [run] = await db.select().from(callRuns).where(eq(callRuns.callId, call.id));
    expect(run?.path.map((step) => step.vertex)).toEqual(['hello', 'feeling', 'glad']);
    const [transcript] = await db.select().from(callTranscriptions).where(eq(callTranscriptions.callId, call.id));
    expect(transcript?.content[0]).toMatchObject({ from: 'CALLER', message: 'Hello Rosa, this is your care team.' });
    expect(
      events
        .filter((event) => event.type === 'leg-status' && event.role === 'bot')
        .map((event) => event.type === 'leg-status' && event.status),
    ).toEqual(['in-progress', 'completed']);
  });
});

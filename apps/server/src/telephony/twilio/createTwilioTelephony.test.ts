import { jwtVerify } from 'jose';
import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { postTwilioWebhook, TWILIO_TEST_SETTINGS } from '../../../test/twilioFixtures.ts';
import { until } from '../../../test/until.ts';
import type { RecordingStorage } from '../../recordings/RecordingStorage.ts';
import type { TelephonyEvent } from '../Telephony.ts';
import { createTwilioTelephony, TWILIO_WEBHOOK_PATHS, type TwilioWebhook } from './createTwilioTelephony.ts';
import type { TwilioHttpRequest, TwilioHttpResponse } from './TwilioHttp.ts';

const SETTINGS = TWILIO_TEST_SETTINGS;

function setUp(options: { mayJoin?: boolean; answer?: (request: TwilioHttpRequest) => TwilioHttpResponse } = {}) {
  const requests: TwilioHttpRequest[] = [];
  const stored = new Map<string, Buffer>();
  const recordings: RecordingStorage = {
    async put(key, bytes) {
      stored.set(key, bytes);
    },
    async get(key) {
      return stored.get(key) ?? null;
    },
    async delete(key) {
      stored.delete(key);
    },
  };
  const telephony = createTwilioTelephony({
    settings: SETTINGS,
    recordings,
    http: async (request) => {
      requests.push(request);
      return options.answer?.(request) ?? { status: 201, body: { call_sid: 'CA-client' } };
    },
    mayJoin: async ({ identity }) => (options.mayJoin ?? true) && identity === 'user-7',
  });
  const events: TelephonyEvent[] = [];
  telephony.onEvent((event) => events.push(event));
  /** A webhook as Twilio sends it: the public URL, the form fields and their signature under the auth token. */
  const webhook = (
    kind: TwilioWebhook,
    callId: string,
    params: Record<string, string>,
    signWith = SETTINGS.authToken,
  ) => {
    const url = `${SETTINGS.publicUrl}${TWILIO_WEBHOOK_PATHS[kind]}?callId=${callId}`;
    const signature = twilio.getExpectedTwilioSignature(signWith, url, params);
    return telephony.handleWebhook(kind, { url, params, signature });
  };
  return { telephony, requests, stored, events, webhook };
}

const OPERATOR_CALL = { CallSid: 'CA-operator', From: 'client:user-7', callId: 'c1', organization_id: '3' };

describe('TwilioTelephony', () => {
  it('checks signatures as Twilio computes them', () => {
    // The example of Twilio's security documentation.
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilio.validateRequest('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, params)).toBe(true);
    expect(twilio.validateRequest('12345', '0/KCTR6DLpKmkAf8muzZqo1nDgQ=', url, { ...params, Digits: '1235' })).toBe(
      false,
    );
  });

  it('answers the operator’s device with the call’s recorded conference', async () => {
    const { telephony, webhook } = setUp();
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: true });
    const result = await webhook('voice', 'c1', OPERATOR_CALL);
    expect(result.status).toBe('ok');
    const twiml = result.status === 'ok' ? (result.twiml ?? '') : '';
    expect(twiml).toContain('<Dial><Conference record="record-from-start"');
    expect(twiml).toContain('>call-c1</Conference></Dial>');
    expect(twiml).toContain(
      'statusCallback="https://carecall.example/conference/twilio/conference-status?callId=c1" statusCallbackEvent="start end join leave"',
    );
    expect(twiml).toContain(
      'recordingStatusCallback="https://carecall.example/conference/twilio/recording-status?callId=c1"',
    );
  });

  it('refuses webhooks without a valid signature and hangs up on callers who may not join', async () => {
    const { telephony, webhook, events } = setUp();
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: true });
    expect(await webhook('voice', 'c1', OPERATOR_CALL, 'another-token')).toEqual({ status: 'forbidden' });
    const url = `${SETTINGS.publicUrl}${TWILIO_WEBHOOK_PATHS.voice}?callId=c1`;
    expect(await telephony.handleWebhook('voice', { url, params: OPERATOR_CALL, signature: undefined })).toEqual({
      status: 'forbidden',
    });
    // A signature of other fields does not cover changed ones.
    const signature = twilio.getExpectedTwilioSignature(SETTINGS.authToken, url, OPERATOR_CALL);
    const tampered = { ...OPERATOR_CALL, organization_id: '4' };
    expect(await telephony.handleWebhook('voice', { url, params: tampered, signature })).toEqual({
      status: 'forbidden',
    });
    expect(await webhook('participantStatus', 'c1', { CallStatus: 'busy' }, 'another-token')).toEqual({
      status: 'forbidden',
    });
    expect(events).toEqual([]);

    const hangUp = '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>';
    expect(await webhook('voice', 'c1', { ...OPERATOR_CALL, organization_id: '4' })).toEqual({
      status: 'ok',
      twiml: hangUp,
    });
    expect(await webhook('voice', 'c1', { ...OPERATOR_CALL, From: 'client:user-8' })).toEqual({
      status: 'ok',
      twiml: hangUp,
    });
    expect(await webhook('voice', 'c2', { ...OPERATOR_CALL, callId: 'c2' })).toEqual({ status: 'ok', twiml: hangUp });
  });

  it('dials the client through the Participants API and reports its statuses', async () => {
    const { telephony, webhook, requests, events } = setUp();
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: true });
    await telephony.dialClient({ callId: 'c1', phoneNumber: '+12125550100' });
    expect(requests[0]).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SETTINGS.accountSid}/Conferences/call-c1/Participants.json`,
      form: {
        From: SETTINGS.callerId,
        To: '+12125550100',
        StatusCallback: 'https://carecall.example/conference/twilio/participant-status?callId=c1',
        StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        EndConferenceOnExit: 'false',
        ConferenceStatusCallback: 'https://carecall.example/conference/twilio/conference-status?callId=c1',
        ConferenceStatusCallbackEvent: ['start', 'end', 'join', 'leave'],
        Record: 'true',
        RecordingChannels: 'dual',
        RecordingStatusCallback: 'https://carecall.example/conference/twilio/recording-status?callId=c1',
        RecordingStatusCallbackEvent: ['completed'],
      },
    });
    for (const status of ['initiated', 'ringing', 'in-progress', 'completed']) {
      await webhook('participantStatus', 'c1', { CallSid: 'CA-client', CallStatus: status });
    }
    expect(events.map((event) => (event.type === 'leg-status' ? `${event.role} ${event.status}` : event.type))).toEqual(
      ['client initiated', 'client ringing', 'client in-progress', 'client completed'],
    );
    await expect(telephony.dialClient({ callId: 'c1', phoneNumber: '212 555 0100' })).rejects.toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
    });
    await expect(telephony.dialClient({ callId: 'nope', phoneNumber: '+12125550100' })).rejects.toMatchObject({
      code: 'CONFERENCE_NOT_FOUND',
    });
  });

  it('dials a hot transfer into the conference as a transferee, whose statuses its callback address names', async () => {
    const { telephony, requests, events, webhook } = setUp({
      answer: () => ({ status: 201, body: { call_sid: 'CA-nurse' } }),
    });
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: true });
    await telephony.dialTransfer({ callId: 'c1', phoneNumber: '+12025550188' });
    expect(requests[0]).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SETTINGS.accountSid}/Conferences/call-c1/Participants.json`,
      form: {
        From: SETTINGS.callerId,
        To: '+12025550188',
        StatusCallback: 'https://carecall.example/conference/twilio/participant-status?callId=c1&leg=transferee',
        StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        EndConferenceOnExit: 'false',
        ConferenceStatusCallback: 'https://carecall.example/conference/twilio/conference-status?callId=c1',
        ConferenceStatusCallbackEvent: ['start', 'end', 'join', 'leave'],
      },
    });
    const url = 'https://carecall.example/conference/twilio/participant-status?callId=c1&leg=transferee';
    for (const status of ['ringing', 'in-progress']) {
      const params = { CallSid: 'CA-nurse', CallStatus: status };
      const signature = twilio.getExpectedTwilioSignature(SETTINGS.authToken, url, params);
      expect(await telephony.handleWebhook('participantStatus', { url, params, signature })).toEqual({ status: 'ok' });
    }
    // The leg named in the address is signed with it: the same fields under the client's address stay the client's.
    const forged = { CallSid: 'CA-nurse', CallStatus: 'busy' };
    const clientSignature = twilio.getExpectedTwilioSignature(
      SETTINGS.authToken,
      'https://carecall.example/conference/twilio/participant-status?callId=c1',
      forged,
    );
    expect(
      await telephony.handleWebhook('participantStatus', { url, params: forged, signature: clientSignature }),
    ).toEqual({ status: 'forbidden' });
    expect(events.map((event) => (event.type === 'leg-status' ? `${event.role} ${event.status}` : event.type))).toEqual(
      ['transferee ringing', 'transferee in-progress'],
    );
    // Once the conference is known, the transferee's leg can be taken out (a transfer that rang too long).
    await webhook('conferenceStatus', 'c1', { StatusCallbackEvent: 'conference-start', ConferenceSid: 'CF-1' });
    await telephony.removeLeg({ callId: 'c1', role: 'transferee' });
    expect(requests.at(-1)).toEqual({
      method: 'DELETE',
      path: `/2010-04-01/Accounts/${SETTINGS.accountSid}/Conferences/CF-1/Participants/CA-nurse.json`,
    });
    await expect(telephony.dialTransfer({ callId: 'c1', phoneNumber: '202 555 0188' })).rejects.toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
    });
  });

  it('turns Twilio’s refusal into a provider error', async () => {
    const { telephony } = setUp({ answer: () => ({ status: 400, body: { message: 'The To number is not valid' } }) });
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: false });
    await expect(telephony.dialClient({ callId: 'c1', phoneNumber: '+12125550100' })).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: 'Twilio answered 400: The To number is not valid',
    });
  });

  it('follows the conference, removes the operator’s leg, ends it and keeps its recording', async () => {
    const wav = Buffer.from('RIFF fixture recording');
    const { telephony, webhook, requests, events, stored } = setUp({
      answer: (request) =>
        request.method === 'GET' ? { status: 200, body: wav } : { status: 200, body: { sid: 'ok' } },
    });
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: true });
    await webhook('voice', 'c1', OPERATOR_CALL);
    await webhook('conferenceStatus', 'c1', { StatusCallbackEvent: 'conference-start', ConferenceSid: 'CF-1' });
    await webhook('conferenceStatus', 'c1', {
      StatusCallbackEvent: 'participant-join',
      ConferenceSid: 'CF-1',
      CallSid: 'CA-operator',
    });
    await telephony.removeLeg({ callId: 'c1', role: 'operator' });
    expect(requests.at(-1)).toEqual({
      method: 'DELETE',
      path: `/2010-04-01/Accounts/${SETTINGS.accountSid}/Conferences/CF-1/Participants/CA-operator.json`,
    });
    await webhook('conferenceStatus', 'c1', {
      StatusCallbackEvent: 'participant-leave',
      ConferenceSid: 'CF-1',
      CallSid: 'CA-operator',
    });
    await telephony.endConference({ callId: 'c1' });
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SETTINGS.accountSid}/Conferences/CF-1.json`,
      form: { Status: 'completed' },
    });
    await webhook('conferenceStatus', 'c1', { StatusCallbackEvent: 'conference-end', ConferenceSid: 'CF-1' });
    await webhook('recordingStatus', 'c1', {
      RecordingStatus: 'completed',
      RecordingSid: 'RE-1',
      RecordingDuration: '42',
    });
    await until(() => events.some((event) => event.type === 'recording-ready'), {
      what: 'the recording to be fetched',
    });
    expect(requests.at(-1)).toEqual({
      method: 'GET',
      path: `/2010-04-01/Accounts/${SETTINGS.accountSid}/Recordings/RE-1.wav`,
    });
    const ready = events.find((event) => event.type === 'recording-ready');
    expect(ready).toMatchObject({ callId: 'c1', durationSeconds: 42 });
    expect(ready?.type === 'recording-ready' && stored.get(ready.recordingKey)).toEqual(wav);
    expect(events.map((event) => (event.type === 'leg-status' ? `${event.role} ${event.status}` : event.type))).toEqual(
      ['operator in-progress', 'operator completed', 'conference-ended', 'recording-ready'],
    );
  });

  it('issues voice tokens that may only place calls through the application', async () => {
    const { telephony } = setUp();
    const token = telephony.createVoiceToken({ identity: 'user-7', ttlSeconds: 600 });
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SETTINGS.apiKeySecret));
    expect(protectedHeader).toMatchObject({ alg: 'HS256', cty: 'twilio-fpa;v=1' });
    expect(payload).toMatchObject({
      iss: SETTINGS.apiKeySid,
      sub: SETTINGS.accountSid,
      grants: { identity: 'user-7', voice: { outgoing: { application_sid: SETTINGS.twimlAppSid } } },
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    expect((payload.grants as { voice: { incoming?: { allow: boolean } } }).voice.incoming?.allow ?? false).toBe(false);
  });
});

describe('registerTwilioWebhooks', () => {
  it('answers TwiML to a signed form post and 403 to an unsigned one', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerTwilioWebhooks } = await import('./registerTwilioWebhooks.ts');
    const { telephony } = setUp();
    await telephony.openConference({ callId: 'c1', organizationId: 3, clientId: null, record: false });
    const app = Fastify();
    await registerTwilioWebhooks(app, telephony, SETTINGS.publicUrl);
    const path = `${TWILIO_WEBHOOK_PATHS.voice}?callId=c1`;
    const signed = await postTwilioWebhook(app, 'voice', OPERATOR_CALL, { query: '?callId=c1' });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toMatch(/^text\/xml/);
    expect(signed.body).toContain('>call-c1</Conference>');
    const unsigned = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(OPERATOR_CALL).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toEqual({ code: 'INVALID_SIGNATURE', message: 'X-Twilio-Signature does not match' });
    await app.close();
  });
});

import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import twilio from 'twilio';
import type { WebSocket } from 'ws';
import type { AudioPort } from '../../audio/AudioPort.ts';
import type { LegRole } from '../../conference/LegRole.ts';
import { closeSocket } from '../../http/socketSends.ts';
import type { RecordingStorage } from '../../recordings/RecordingStorage.ts';
import {
  type DialStatus,
  FINAL_DIAL_STATUSES,
  type OpenConferenceOptions,
  type Telephony,
  TelephonyError,
  type TelephonyEvent,
} from '../Telephony.ts';
import { createMediaStreamAudioPort } from './createMediaStreamAudioPort.ts';
import type { TwilioHttp } from './TwilioHttp.ts';

/** Where Twilio calls back, below the conference service. */
export const TWILIO_WEBHOOK_PATHS = {
  voice: '/conference/twilio/voice',
  conferenceStatus: '/conference/twilio/conference-status',
  participantStatus: '/conference/twilio/participant-status',
  recordingStatus: '/conference/twilio/recording-status',
} as const;

export type TwilioWebhook = keyof typeof TWILIO_WEBHOOK_PATHS;

/** Where the bot's media stream connects (a websocket Twilio opens, signed like a webhook). */
export const TWILIO_MEDIA_STREAM_PATH = '/conference/twilio/media-stream';

/** Close codes of the media stream endpoint beside the stream's own (4400 not a stream message, 4408 no start). */
export const MEDIA_STREAM_CLOSE_CODES = {
  /** The handshake's `X-Twilio-Signature` does not match, or the stream is not one this server asked for. */
  forbidden: 4403,
} as const;

/** How long the bot's participant has to be answered and its stream started before `connectBot` gives up. */
const DEFAULT_BOT_JOIN_TIMEOUT_MS = 30_000;

/** The public address of a server path as a websocket address (`https:` becomes `wss:`). */
export function toWebSocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http(s?):/, 'ws$1:');
}

/** Compares a secret in constant time; a missing one never matches. */
function isSameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Twilio's call statuses that are dial statuses as they are. */
const DIAL_STATUSES: ReadonlySet<string> = new Set<DialStatus>([
  'queued',
  'initiated',
  'ringing',
  'in-progress',
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
]);

export interface TwilioVoiceSettings {
  accountSid: string;
  /** Signs webhooks (`X-Twilio-Signature`). */
  authToken: string;
  /** An API key and its secret sign the voice device's access tokens. */
  apiKeySid: string;
  apiKeySecret: string;
  /** The TwiML application whose voice URL is this server's voice webhook. */
  twimlAppSid: string;
  /** The number the client sees calling. */
  callerId: string;
  /** This server's public origin, as Twilio reaches it: webhook addresses are built from it and signed with it. */
  publicUrl: string;
}

/** A webhook as the route received it: the full public URL Twilio requested, the form fields and the signature. */
export interface TwilioWebhookRequest {
  url: string;
  params: Record<string, string>;
  signature: string | undefined;
}

/** What a webhook answers: TwiML for the voice webhook, nothing for the status callbacks. */
export type TwilioWebhookResult = { status: 'forbidden' } | { status: 'ok'; twiml?: string };

/**
 * A bot on its way into a conference: the one-time secrets that tie the voice webhook of its participant, and then
 * its media stream, to the `connectBot` that asked for it.
 */
interface PendingBot {
  /** Named in the participant's custom parameters: the voice webhook answers the stream's TwiML only to it. */
  joinToken: string;
  /** Named in the stream's `<Parameter>`s: the stream endpoint hands the port over only to it. */
  streamToken: string;
  /** The voice webhook has answered with the stream (once: a second answer would open a second stream). */
  answered: boolean;
  resolve(port: AudioPort): void;
  reject(error: Error): void;
}

interface TwilioConference {
  callId: string;
  organizationId: number;
  record: boolean;
  conferenceSid: string | null;
  /** Call SIDs of the legs, by role. */
  legs: Map<LegRole, string>;
  pendingBot: PendingBot | null;
  botPort: AudioPort | null;
}

export interface TwilioTelephony extends Telephony {
  readonly provider: 'twilio';
  /** An access token for the browser's voice device, allowed to place calls through the TwiML application. */
  createVoiceToken(options: { identity: string; ttlSeconds?: number }): string;
  /** Checks a webhook's signature and acts on it; a request with a bad or missing signature changes nothing. */
  handleWebhook(kind: TwilioWebhook, request: TwilioWebhookRequest): Promise<TwilioWebhookResult>;
  /**
   * Takes a websocket Twilio opened for a bot's `<Connect><Stream>`: the handshake's signature is checked over the
   * public address Twilio requested, and the stream's `start` must name a call whose `connectBot` is waiting and that
   * call's stream secret; anything else is closed with 4403 and a reason.
   */
  acceptMediaStream(socket: WebSocket, handshake: { url: string; signature: string | undefined }): void;
}

/**
 * Calls on Twilio. The operator's device calls the TwiML application, whose voice webhook answers with a
 * conference named `call-{id}` recorded from the start; the client is added with the Conference Participants API
 * (recorded in two channels: the client, and everything the client hears), and every leg's progress comes back
 * through signed status callbacks. Recordings are downloaded and kept in the server's own storage, so their links
 * are the server's signed, short-lived ones.
 */
export function createTwilioTelephony(options: {
  settings: TwilioVoiceSettings;
  http: TwilioHttp;
  recordings: RecordingStorage;
  /** Whether a user may join a call's audio as its operator, for the voice webhook (the identity names the user). */
  mayJoin(options: { identity: string; organizationId: number; callId: string }): Promise<boolean>;
  now?: () => Date;
  onError?: (error: unknown) => void;
  /** How long the bot's participant may take to answer and start its stream (30 s by default). */
  botJoinTimeoutMs?: number;
  /** How long a media stream may take to send its `start` once connected (10 s by default). */
  streamStartTimeoutMs?: number;
}): TwilioTelephony {
  const { settings, http } = options;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? (() => {});
  const conferences = new Map<string, TwilioConference>();
  const listeners = new Set<(event: TelephonyEvent) => void>();
  const accountPath = `/2010-04-01/Accounts/${settings.accountSid}`;

  const emit = (event: TelephonyEvent) => {
    for (const listener of listeners) listener(event);
  };
  const mediaStreamUrl = `${toWebSocketUrl(settings.publicUrl)}${TWILIO_MEDIA_STREAM_PATH}`;
  const webhookUrl = (kind: TwilioWebhook, callId: string, leg?: 'transferee' | 'bot') =>
    `${settings.publicUrl}${TWILIO_WEBHOOK_PATHS[kind]}?callId=${encodeURIComponent(callId)}${leg ? `&leg=${leg}` : ''}`;
  const find = (callId: string) => {
    const conference = conferences.get(callId);
    if (!conference) throw new TelephonyError('CONFERENCE_NOT_FOUND', `No conference is open for call ${callId}`);
    return conference;
  };
  const request = async (method: 'POST' | 'DELETE', path: string, form?: Record<string, string | string[]>) => {
    const response = await http({ method, path: `${accountPath}${path}`, ...(form ? { form } : {}) });
    if (response.status >= 400) {
      const message = (response.body as { message?: unknown } | null)?.message;
      throw new TelephonyError(
        'PROVIDER_ERROR',
        `Twilio answered ${response.status}: ${String(message ?? 'no message')}`,
      );
    }
    return response.body as Record<string, unknown>;
  };
  const roleOf = (conference: TwilioConference, callSid: string | undefined): LegRole | null => {
    for (const [role, sid] of conference.legs) if (sid === callSid) return role;
    return null;
  };
  /** Every participant the server adds reports the conference's progress, so its SID is known with or without an operator. */
  const conferenceCallbacks = (callId: string) => ({
    ConferenceStatusCallback: webhookUrl('conferenceStatus', callId),
    ConferenceStatusCallbackEvent: ['start', 'end', 'join', 'leave'],
  });
  const hangUpCall = (callSid: string) => request('POST', `/Calls/${callSid}.json`, { Status: 'completed' });
  const endTwilioConference = async (conference: TwilioConference) => {
    if (conference.conferenceSid) {
      await request('POST', `/Conferences/${conference.conferenceSid}.json`, { Status: 'completed' });
    } else {
      // Before Twilio named the conference, its legs are hung up one by one: the conference ends with the last.
      await Promise.all([...conference.legs.values()].map(hangUpCall));
    }
  };
  /**
   * A person's leg left: with nobody but the bot on the line the conference ends, as a telephone conference ends when
   * its last person hangs up (the bot alone keeps no call open).
   */
  const endIfOnlyTheBotIsLeft = (conference: TwilioConference) => {
    const people = [...conference.legs.keys()].filter((role) => role !== 'bot');
    if (people.length > 0 || (!conference.legs.has('bot') && !conference.botPort)) return;
    endTwilioConference(conference).catch(onError);
  };

  /**
   * The voice webhook of the bot's participant (`app:` the TwiML application, with the call id and the join secret as
   * custom parameters): a bidirectional stream to our websocket, with the call id and the stream secret as the
   * stream's parameters (Twilio's `<Stream>` address carries no query). Anyone else, a replay included, is hung up.
   */
  const answerBot = (conference: TwilioConference | undefined, params: Record<string, string>): TwilioWebhookResult => {
    const response = new twilio.twiml.VoiceResponse();
    const pending = conference?.pendingBot;
    if (!conference || !pending || pending.answered || !isSameSecret(params.bot_token, pending.joinToken)) {
      response.hangup();
      return { status: 'ok', twiml: response.toString() };
    }
    pending.answered = true;
    if (params.CallSid) conference.legs.set('bot', params.CallSid);
    const stream = response.connect().stream({ url: mediaStreamUrl, name: `bot-${conference.callId}` });
    stream.parameter({ name: 'callId', value: conference.callId });
    stream.parameter({ name: 'stream_token', value: pending.streamToken });
    return { status: 'ok', twiml: response.toString() };
  };

  const handlers: Record<
    TwilioWebhook,
    (
      conference: TwilioConference | undefined,
      params: Record<string, string>,
      query: URLSearchParams,
    ) => Promise<TwilioWebhookResult>
  > = {
    async voice(_conference, params) {
      const callId = params.callId ?? '';
      if (params.leg === 'bot') return answerBot(conferences.get(callId), params);
      const organizationId = Number(params.organization_id);
      const conference = conferences.get(callId);
      const identity = (params.From ?? '').replace(/^client:/, '');
      const allowed =
        conference !== undefined &&
        conference.organizationId === organizationId &&
        !conference.legs.has('operator') &&
        (await options.mayJoin({ identity, organizationId, callId }));
      const response = new twilio.twiml.VoiceResponse();
      if (!allowed || !conference) {
        response.hangup();
        return { status: 'ok', twiml: response.toString() };
      }
      if (params.CallSid) conference.legs.set('operator', params.CallSid);
      response.dial().conference(
        {
          ...(conference.record
            ? {
                record: 'record-from-start',
                recordingStatusCallback: webhookUrl('recordingStatus', callId),
                recordingStatusCallbackEvent: ['completed'],
              }
            : {}),
          statusCallback: webhookUrl('conferenceStatus', callId),
          statusCallbackEvent: ['start', 'end', 'join', 'leave'],
          startConferenceOnEnter: true,
          endConferenceOnExit: false,
          beep: 'false',
        },
        `call-${callId}`,
      );
      return { status: 'ok', twiml: response.toString() };
    },

    async conferenceStatus(conference, params) {
      if (!conference) return { status: 'ok' };
      const event = params.StatusCallbackEvent;
      if (params.ConferenceSid) conference.conferenceSid = params.ConferenceSid;
      const role = roleOf(conference, params.CallSid);
      const at = now();
      if (event === 'participant-join' && role === 'operator') {
        emit({ type: 'leg-status', callId: conference.callId, role, status: 'in-progress', at });
      } else if (event === 'participant-leave' && role === 'operator') {
        conference.legs.delete(role);
        emit({ type: 'leg-status', callId: conference.callId, role, status: 'completed', at });
        endIfOnlyTheBotIsLeft(conference);
      } else if (event === 'participant-leave' && role === 'bot') {
        // The bot's own status follows its stream (in-progress at `start`, completed when the stream closes).
        conference.legs.delete(role);
      } else if (event === 'conference-end') {
        conference.pendingBot?.reject(
          new TelephonyError('PROVIDER_ERROR', 'The conference ended before the bot joined'),
        );
        conference.botPort?.close();
        conference.legs.clear();
        // The recording callbacks may still come: the conference is forgotten once they have, or after them.
        emit({ type: 'conference-ended', callId: conference.callId, at });
        if (!conference.record) conferences.delete(conference.callId);
      }
      return { status: 'ok' };
    },

    async participantStatus(conference, params, query) {
      const status = params.CallStatus ?? '';
      if (!conference || !DIAL_STATUSES.has(status)) return { status: 'ok' };
      const final = FINAL_DIAL_STATUSES.has(status as DialStatus);
      // The status callback's address (signed with the rest) names a transferee's or the bot's leg; the client's none.
      const leg = query.get('leg');
      if (leg === 'bot') {
        // A bot participant that ended before its stream started (failed, canceled) will not join.
        if (final) {
          conference.pendingBot?.reject(
            new TelephonyError('PROVIDER_ERROR', `The bot's participant ended (${status}) before its stream started`),
          );
          if (!conference.botPort) conference.legs.delete('bot');
        }
        return { status: 'ok' };
      }
      const role: LegRole = leg === 'transferee' ? 'transferee' : 'client';
      if (role === 'transferee' && params.CallSid && !final) conference.legs.set('transferee', params.CallSid);
      if (final) conference.legs.delete(role);
      emit({ type: 'leg-status', callId: conference.callId, role, status: status as DialStatus, at: now() });
      if (final) endIfOnlyTheBotIsLeft(conference);
      return { status: 'ok' };
    },

    async recordingStatus(conference, params) {
      if (!conference || params.RecordingStatus !== 'completed' || !params.RecordingSid) return { status: 'ok' };
      // Fetched in the background: Twilio wants its callback answered quickly.
      void (async () => {
        const response = await http({ method: 'GET', path: `${accountPath}/Recordings/${params.RecordingSid}.wav` });
        if (response.status >= 400 || !Buffer.isBuffer(response.body)) {
          throw new TelephonyError('PROVIDER_ERROR', `The recording could not be downloaded (${response.status})`);
        }
        const recordingKey = `calls/${conference.callId}/${randomUUID()}.wav`;
        await options.recordings.put(recordingKey, response.body);
        emit({
          type: 'recording-ready',
          callId: conference.callId,
          recordingKey,
          durationSeconds: Number(params.RecordingDuration ?? 0),
          at: now(),
        });
      })().catch(onError);
      return { status: 'ok' };
    },
  };

  return {
    provider: 'twilio',

    createVoiceToken({ identity, ttlSeconds = 3600 }) {
      const token = new twilio.jwt.AccessToken(settings.accountSid, settings.apiKeySid, settings.apiKeySecret, {
        identity,
        ttl: ttlSeconds,
      });
      token.addGrant(
        new twilio.jwt.AccessToken.VoiceGrant({ outgoingApplicationSid: settings.twimlAppSid, incomingAllow: false }),
      );
      return token.toJwt();
    },

    async handleWebhook(kind, webhook) {
      if (
        !webhook.signature ||
        !twilio.validateRequest(settings.authToken, webhook.signature, webhook.url, webhook.params)
      ) {
        return { status: 'forbidden' };
      }
      const query = new URL(webhook.url).searchParams;
      const callId = query.get('callId') ?? webhook.params.callId ?? '';
      return handlers[kind](conferences.get(callId), webhook.params, query);
    },

    async openConference({ callId, organizationId, record }: OpenConferenceOptions) {
      // Twilio creates the conference when its first participant joins; until then it is only known here.
      if (!conferences.has(callId)) {
        conferences.set(callId, {
          callId,
          organizationId,
          record,
          conferenceSid: null,
          legs: new Map(),
          pendingBot: null,
          botPort: null,
        });
      }
    },

    async dialClient({ callId, phoneNumber }) {
      const conference = find(callId);
      if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber)) {
        throw new TelephonyError('INVALID_PHONE_NUMBER', 'The phone number must be in E.164 form (+ and digits)');
      }
      const participant = await request('POST', `/Conferences/call-${encodeURIComponent(callId)}/Participants.json`, {
        From: settings.callerId,
        To: phoneNumber,
        StatusCallback: webhookUrl('participantStatus', callId),
        StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        EndConferenceOnExit: 'false',
        ...conferenceCallbacks(callId),
        ...(conference.record
          ? {
              Record: 'true',
              RecordingChannels: 'dual',
              RecordingStatusCallback: webhookUrl('recordingStatus', callId),
              RecordingStatusCallbackEvent: ['completed'],
            }
          : {}),
      });
      if (typeof participant.call_sid === 'string') conference.legs.set('client', participant.call_sid);
    },

    async dialTransfer({ callId, phoneNumber }) {
      const conference = find(callId);
      if (!/^\+[1-9]\d{6,14}$/.test(phoneNumber)) {
        throw new TelephonyError('INVALID_PHONE_NUMBER', 'The phone number must be in E.164 form (+ and digits)');
      }
      // The transferee joins the client's conference as the client did; the recording of the conference keeps them.
      const participant = await request('POST', `/Conferences/call-${encodeURIComponent(callId)}/Participants.json`, {
        From: settings.callerId,
        To: phoneNumber,
        StatusCallback: webhookUrl('participantStatus', callId, 'transferee'),
        StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
        EndConferenceOnExit: 'false',
        ...conferenceCallbacks(callId),
      });
      if (typeof participant.call_sid === 'string') conference.legs.set('transferee', participant.call_sid);
    },

    async connectBot({ callId }): Promise<AudioPort> {
      const conference = find(callId);
      if (conference.pendingBot || conference.botPort)
        throw new TelephonyError('LEG_BUSY', 'The bot is already on the call');
      const timeoutMs = options.botJoinTimeoutMs ?? DEFAULT_BOT_JOIN_TIMEOUT_MS;
      const joined = new Promise<AudioPort>((resolve, reject) => {
        const settle = () => {
          clearTimeout(timer);
          if (conference.pendingBot === pending) conference.pendingBot = null;
        };
        const pending: PendingBot = {
          joinToken: randomBytes(24).toString('base64url'),
          streamToken: randomBytes(24).toString('base64url'),
          answered: false,
          resolve(port) {
            settle();
            resolve(port);
          },
          reject(error) {
            settle();
            reject(error);
          },
        };
        const timer = setTimeout(
          () =>
            pending.reject(
              new TelephonyError('PROVIDER_ERROR', `The bot's stream did not start within ${timeoutMs} ms`),
            ),
          timeoutMs,
        );
        timer.unref?.();
        conference.pendingBot = pending;
      });
      // Awaited below; a rejection before then (the dial refused) must not surface as unhandled.
      joined.catch(() => {});
      const pending = conference.pendingBot as PendingBot | null;
      try {
        // The bot is a participant whose call reaches the TwiML application; its voice webhook answers the stream.
        const participant = await request('POST', `/Conferences/call-${encodeURIComponent(callId)}/Participants.json`, {
          From: settings.callerId,
          To: `app:${settings.twimlAppSid}?${new URLSearchParams({ callId, leg: 'bot', bot_token: pending?.joinToken ?? '' })}`,
          StatusCallback: webhookUrl('participantStatus', callId, 'bot'),
          StatusCallbackEvent: ['initiated', 'ringing', 'answered', 'completed'],
          EndConferenceOnExit: 'false',
          Beep: 'false',
          ...conferenceCallbacks(callId),
        });
        if (typeof participant.call_sid === 'string' && !conference.legs.has('bot')) {
          conference.legs.set('bot', participant.call_sid);
        }
      } catch (error) {
        pending?.reject(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      try {
        return await joined;
      } catch (error) {
        // A bot that never streamed is hung up, so no silent participant stays in the conference.
        const callSid = conference.legs.get('bot');
        conference.legs.delete('bot');
        if (callSid) hangUpCall(callSid).catch(onError);
        throw error;
      }
    },

    async removeLeg({ callId, role }) {
      const conference = find(callId);
      const callSid = conference.legs.get(role);
      if (!callSid || !conference.conferenceSid) return;
      await request('DELETE', `/Conferences/${conference.conferenceSid}/Participants/${callSid}.json`);
    },

    async endConference({ callId }) {
      const conference = conferences.get(callId);
      if (!conference || (!conference.conferenceSid && conference.legs.size === 0)) return;
      await endTwilioConference(conference);
    },

    acceptMediaStream(socket, { url, signature }) {
      if (!signature || !twilio.validateRequest(settings.authToken, signature, url, {})) {
        closeSocket(socket, MEDIA_STREAM_CLOSE_CODES.forbidden, 'X-Twilio-Signature does not match');
        return;
      }
      createMediaStreamAudioPort(socket, { startTimeoutMs: options.streamStartTimeoutMs ?? 10_000 }).then(
        ({ port, start }) => {
          const callId = start.customParameters.callId ?? '';
          const conference = conferences.get(callId);
          const pending = conference?.pendingBot;
          if (
            !conference ||
            !pending?.answered ||
            !isSameSecret(start.customParameters.stream_token, pending.streamToken)
          ) {
            closeSocket(socket, MEDIA_STREAM_CLOSE_CODES.forbidden, 'the stream is not one this server asked for');
            return;
          }
          conference.botPort = port;
          if (!conference.legs.has('bot')) conference.legs.set('bot', start.callSid);
          emit({ type: 'leg-status', callId, role: 'bot', status: 'in-progress', at: now() });
          port.onClose(() => {
            if (conference.botPort === port) conference.botPort = null;
            emit({ type: 'leg-status', callId, role: 'bot', status: 'completed', at: now() });
          });
          pending.resolve(port);
        },
        // The port closed the socket with its own code (4400 not a stream message, 4408 no start).
        () => {},
      );
    },

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async close() {
      listeners.clear();
      conferences.clear();
    },
  };
}

import { randomUUID } from 'node:crypto';
import twilio from 'twilio';
import type { AudioPort } from '../../audio/AudioPort.ts';
import type { LegRole } from '../../conference/LegRole.ts';
import type { RecordingStorage } from '../../recordings/RecordingStorage.ts';
import {
  type DialStatus,
  type OpenConferenceOptions,
  type Telephony,
  TelephonyError,
  type TelephonyEvent,
} from '../Telephony.ts';
import type { TwilioHttp } from './TwilioHttp.ts';

/** Where Twilio calls back, below the conference service. */
export const TWILIO_WEBHOOK_PATHS = {
  voice: '/conference/twilio/voice',
  conferenceStatus: '/conference/twilio/conference-status',
  participantStatus: '/conference/twilio/participant-status',
  recordingStatus: '/conference/twilio/recording-status',
} as const;

export type TwilioWebhook = keyof typeof TWILIO_WEBHOOK_PATHS;

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

interface TwilioConference {
  callId: string;
  organizationId: number;
  record: boolean;
  conferenceSid: string | null;
  /** Call SIDs of the legs, by role. */
  legs: Map<LegRole, string>;
}

export interface TwilioTelephony extends Telephony {
  readonly provider: 'twilio';
  /** An access token for the browser's voice device, allowed to place calls through the TwiML application. */
  createVoiceToken(options: { identity: string; ttlSeconds?: number }): string;
  /** Checks a webhook's signature and acts on it; a request with a bad or missing signature changes nothing. */
  handleWebhook(kind: TwilioWebhook, request: TwilioWebhookRequest): Promise<TwilioWebhookResult>;
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
  /** Whether a user may join calls of an organization, for the voice webhook (the device's identity names the user). */
  mayJoin(options: { identity: string; organizationId: number }): Promise<boolean>;
  now?: () => Date;
  onError?: (error: unknown) => void;
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
  const webhookUrl = (kind: TwilioWebhook, callId: string, leg?: 'transferee') =>
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
      const organizationId = Number(params.organization_id);
      const conference = conferences.get(callId);
      const identity = (params.From ?? '').replace(/^client:/, '');
      const allowed =
        conference !== undefined &&
        conference.organizationId === organizationId &&
        !conference.legs.has('operator') &&
        (await options.mayJoin({ identity, organizationId }));
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
      } else if (event === 'participant-leave' && role && role !== 'client' && role !== 'transferee') {
        conference.legs.delete(role);
        emit({ type: 'leg-status', callId: conference.callId, role, status: 'completed', at });
      } else if (event === 'conference-end') {
        // The recording callbacks may still come: the conference is forgotten once they have, or after them.
        emit({ type: 'conference-ended', callId: conference.callId, at });
        if (!conference.record) conferences.delete(conference.callId);
      }
      return { status: 'ok' };
    },

    async participantStatus(conference, params, query) {
      const status = params.CallStatus ?? '';
      if (!conference || !DIAL_STATUSES.has(status)) return { status: 'ok' };
      // The status callback's address (signed with the rest) names a transferee's leg; the client's names none.
      const role: LegRole = query.get('leg') === 'transferee' ? 'transferee' : 'client';
      if (role === 'transferee' && params.CallSid) conference.legs.set('transferee', params.CallSid);
      emit({ type: 'leg-status', callId: conference.callId, role, status: status as DialStatus, at: now() });
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
        conferences.set(callId, { callId, organizationId, record, conferenceSid: null, legs: new Map() });
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
      });
      if (typeof participant.call_sid === 'string') conference.legs.set('transferee', participant.call_sid);
    },

    async connectBot(): Promise<AudioPort> {
      throw new TelephonyError('PROVIDER_ERROR', 'The bot cannot join Twilio calls yet (media streams are not wired)');
    },

    async removeLeg({ callId, role }) {
      const conference = find(callId);
      const callSid = conference.legs.get(role);
      if (!callSid || !conference.conferenceSid) return;
      await request('DELETE', `/Conferences/${conference.conferenceSid}/Participants/${callSid}.json`);
    },

    async endConference({ callId }) {
      const conference = conferences.get(callId);
      if (!conference?.conferenceSid) return;
      await request('POST', `/Conferences/${conference.conferenceSid}.json`, { Status: 'completed' });
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

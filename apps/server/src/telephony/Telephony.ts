import type { AudioPort } from '../audio/AudioPort.ts';
import type { LegRole } from '../conference/LegRole.ts';

/**
 * The status of one leg of a call, in the telephone network's words (Twilio's call statuses): what becomes the
 * call's patient dial status for the client's leg and its interviewer call status for the operator's.
 */
export type DialStatus =
  | 'queued'
  | 'initiated'
  | 'ringing'
  | 'in-progress'
  | 'completed'
  | 'busy'
  | 'no-answer'
  | 'failed'
  | 'canceled';

/** Statuses after which a leg changes no more. */
export const FINAL_DIAL_STATUSES: ReadonlySet<DialStatus> = new Set([
  'completed',
  'busy',
  'no-answer',
  'failed',
  'canceled',
]);

/** What a telephony backend reports about its conferences, in order per call. */
export type TelephonyEvent =
  | { type: 'leg-status'; callId: string; role: LegRole; status: DialStatus; at: Date }
  | { type: 'recording-ready'; callId: string; recordingKey: string; durationSeconds: number; at: Date }
  | { type: 'conference-ended'; callId: string; at: Date };

/** What opening a call's conference needs. */
export interface OpenConferenceOptions {
  callId: string;
  /** The organization the call belongs to: only its users may join the operator's leg. */
  organizationId: number;
  /** The client called, for the audit of who listened; null for a call to a number that is no client's. */
  clientId: number | null;
  record: boolean;
}

/**
 * Where calls happen, behind one interface so the product runs the same on the local media plane (demo mode,
 * tests) and on Twilio (production). A call is a conference named after the call; legs join it: the operator
 * (from the browser's voice device, through the backend's own signaling), the client (dialled by the server) and
 * the bot (an audio port). Methods resolve when the backend accepted the request; outcomes arrive as events. A
 * conference ends by itself once a person has been on it and none is left (no operator, no client on the line or
 * ringing), as a telephone conference ends when its last participant hangs up: the bot alone keeps no call open.
 */
export interface Telephony {
  readonly provider: 'local' | 'twilio';
  /** Opens the conference of a call; opening an open conference changes nothing. */
  openConference(options: OpenConferenceOptions): Promise<void>;
  /** Dials the client's phone into the conference; its statuses arrive as `leg-status` events of role `client`. */
  dialClient(options: { callId: string; phoneNumber: string }): Promise<void>;
  /**
   * Dials a hot transfer's number into the conference, beside the client; its statuses arrive as `leg-status` events
   * of role `transferee` (`in-progress` once someone answered, or busy, no-answer, failed). One transfer at a time.
   */
  dialTransfer(options: { callId: string; phoneNumber: string }): Promise<void>;
  /** Adds the bot to the conference and returns its mouth and ear. */
  connectBot(options: { callId: string }): Promise<AudioPort>;
  /** Takes one role's leg out of the conference (an operator's Leave Call); the others stay connected. */
  removeLeg(options: { callId: string; role: LegRole }): Promise<void>;
  /**
   * Hangs up every leg and ends the conference; the recording follows as `recording-ready`. Ending a conference that
   * has ended (the last person left) changes nothing.
   */
  endConference(options: { callId: string }): Promise<void>;
  onEvent(listener: (event: TelephonyEvent) => void): () => void;
  /** Ends every conference and releases the media plane. */
  close(): Promise<void>;
}

/** A telephony request that cannot be carried out, with a code the routes turn into an answer. */
export class TelephonyError extends Error {
  constructor(
    readonly code: 'CONFERENCE_NOT_FOUND' | 'LEG_BUSY' | 'INVALID_PHONE_NUMBER' | 'PROVIDER_ERROR',
    message: string,
  ) {
    super(message);
    this.name = 'TelephonyError';
  }
}

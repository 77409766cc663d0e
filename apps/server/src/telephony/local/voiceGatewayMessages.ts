import { z } from 'zod';

/**
 * The voice device's params, as the portal's device sends them with a call (the same names as Twilio's device
 * params): the call and its organization decide which conference the leg joins and who may join it.
 */
export const voiceCallParamsSchema = z.object({
  callId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'callId is 1 to 64 letters, digits, dashes or underscores'),
  organization_id: z.coerce.number().int().positive(),
  patient_id: z.coerce.number().int().positive().optional(),
  questionnaire_id: z.coerce.number().int().positive().optional(),
  to_number: z.string().max(32).optional(),
  batch_id: z.string().max(64).nullable().optional(),
  is_dry_run: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

/** What a browser sends the voice gateway. */
export const voiceClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('invite'),
    /**
     * Who joins: the call's own `operator` (the default), or an admin listening in as a muted `monitor`, audited
     * as such; nobody else joins a call's audio.
     */
    role: z.enum(['operator', 'monitor']).default('operator'),
    params: voiceCallParamsSchema,
    /** The browser's SDP offer, with its candidates gathered. */
    sdp: z.string().min(1).max(20_000),
  }),
  z.object({ type: z.literal('hangup') }),
  /** Keypad digits the operator pressed (the device's `sendDigits`), heard by the bot as DTMF. */
  z.object({
    type: z.literal('digits'),
    digits: z.string().regex(/^[0-9*#]{1,32}$/, 'digits are 1 to 32 of 0-9, * and #'),
  }),
]);

export type VoiceClientMessage = z.infer<typeof voiceClientMessageSchema>;

/** What the voice gateway sends a browser. */
export type VoiceServerMessage =
  | { type: 'answer'; sdp: string }
  /** The media connection is up: the operator is in the conference. */
  | { type: 'connected' }
  /** The server ended the leg (the conference ended, or the operator was removed). */
  | { type: 'hangup'; reason: 'conference-ended' | 'removed' };

/** Close codes of the voice gateway, in the 4000 range the websocket protocol leaves to applications. */
export const VOICE_CLOSE_CODES = {
  /** A message that is not JSON or does not match the protocol; the reason names the field. */
  invalidMessage: 4400,
  /** No token, a token that does not verify, or none verified within the deadline after the upgrade. */
  unauthorized: 4401,
  /** The user may not join this call: not its operator, nor an admin asking to monitor it. */
  forbidden: 4403,
  /** No invite within the time allowed. */
  timeout: 4408,
  /** No such conference, or one of an organization the user cannot reach: answered alike. */
  notFound: 4404,
  /** An operator is already on this call. */
  busy: 4409,
  /** The server could not set up the media. */
  serverError: 4500,
} as const;

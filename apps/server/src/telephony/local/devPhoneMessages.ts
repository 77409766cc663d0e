import { z } from 'zod';
import type { DevPhoneEndReason } from './createDevPhoneLines.ts';

const ringIdSchema = z.uuid();

/** The most numbers one browser phone holds at once. */
export const DEV_PHONE_MAX_NUMBERS = 50;

/** What a browser phone's page sends the dev phone gateway. */
export const devPhoneClientMessageSchema = z.discriminatedUnion('type', [
  /**
   * Takes calls for the chosen client numbers of the organization (digits with the country code), and for no other:
   * there is no "every number", so a page never takes a call nobody chose for it. An empty list holds none. Sent
   * again, it replaces the numbers held.
   */
  z.object({
    type: z.literal('register'),
    organization_id: z.number().int().positive(),
    numbers: z
      .array(z.string().regex(/^\d{4,20}$/, 'number is 4 to 20 digits with the country code'))
      .max(DEV_PHONE_MAX_NUMBERS, `at most ${DEV_PHONE_MAX_NUMBERS} numbers`),
  }),
  /**
   * Opens a line that holds no number, for the user's own dry runs: answered by `dry-run-line` with the id a dry run
   * is started with. Sent again, it opens another.
   */
  z.object({ type: z.literal('register-dry-run'), organization_id: z.number().int().positive() }),
  /** Answers a ringing call with the page's SDP offer, its candidates gathered. */
  z.object({ type: z.literal('answer'), ring_id: ringIdSchema, sdp: z.string().min(1).max(20_000) }),
  /** Refuses a ringing call: the caller hears busy. */
  z.object({ type: z.literal('decline'), ring_id: ringIdSchema }),
  /** Hangs up a call (declines it while it rings). */
  z.object({ type: z.literal('hangup'), ring_id: ringIdSchema }),
]);

export type DevPhoneClientMessage = z.infer<typeof devPhoneClientMessageSchema>;

/** A number a browser phone may take: one of the organization's client phones. */
export interface DevPhoneNumber {
  /** Digits with the country code, as the network dials it. */
  number: string;
  clientId: number;
  clientName: string;
}

/** What the dev phone gateway sends a page. */
export type DevPhoneServerMessage =
  /** The numbers the organization's clients have, and those now ringing here. */
  | { type: 'registered'; available: DevPhoneNumber[]; routed: string[] }
  /** The dry-run line opened for this page: a dry run started with `line_id` rings here. */
  | { type: 'dry-run-line'; line_id: string }
  | { type: 'ring'; ring_id: string; number: string; client_name: string | null }
  /** The SDP answer to the page's offer: media is on its way. */
  | { type: 'accepted'; ring_id: string; sdp: string }
  /** The page's media reached the conference: the call is in progress. */
  | { type: 'connected'; ring_id: string }
  | { type: 'ended'; ring_id: string; reason: DevPhoneEndReason };

import { z } from 'zod';
import { actionButtonSchema, feedbackButtonSchema } from './feedbackButton.ts';
import { idSchema } from './id.ts';

/**
 * How long a call whose legs never reported a final status is taken as live; after that it is taken as lost (a
 * restart of the server ends every conference without telling the database).
 */
export const LIVE_CALL_HOLD_MS = 2 * 60 * 60 * 1000;

/** The client leg's statuses after which a call no longer keeps its client busy. */
export const ENDED_PATIENT_DIAL_STATUSES = ['canceled', 'failed', 'busy', 'no-answer', 'completed'] as const;

/** Leg statuses after which a leg changes no more. */
const FINAL_LEG_STATUSES: readonly string[] = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];

/** What the live-call rule reads of a call. */
export interface LiveCallStatuses {
  patient_dial_status: string | null;
  interviewer_call_status: string | null;
  is_dry_run: boolean;
  /** When the call record was made (ISO 8601). */
  date_created: string;
}

/**
 * Whether a call is still live, so the client's call buttons stay disabled and the call's operator may rejoin it: its
 * client leg has not ended (not canceled, failed, busy, no-answer or completed) and its operator leg is not merely
 * queued. A dry run has no client leg: it is live while its operator leg has not ended. A call older than
 * {@link LIVE_CALL_HOLD_MS} is never live.
 */
export function isCallLive(call: LiveCallStatuses, now: number): boolean {
  if (now - Date.parse(call.date_created) > LIVE_CALL_HOLD_MS) return false;
  if (call.interviewer_call_status === 'queued') return false;
  if (call.is_dry_run || call.patient_dial_status === null) {
    return call.interviewer_call_status === null || !FINAL_LEG_STATUSES.includes(call.interviewer_call_status);
  }
  return !(ENDED_PATIENT_DIAL_STATUSES as readonly string[]).includes(call.patient_dial_status);
}

/** A client's newest call, as the call screen reads it to disable its buttons or rejoin the call after a refresh. */
export const lastCallSchema = z.looseObject({
  call_id: idSchema,
  product: z.enum(['bot', 'lift', 'other']),
  source: z.enum(['voip', 'phone']),
  questionnaire_id: idSchema.nullable(),
  batch_id: z.string().nullable(),
  /** The number dialled (`code-number`). */
  patient_phone: z.string().nullable(),
  is_dry_run: z.boolean(),
  patient_dial_status: z.string().nullable(),
  interviewer_call_status: z.string().nullable(),
  /** When the client answered (ISO 8601); null before. */
  start_date: z.string().nullable(),
  date_created: z.string(),
  /** Whether the caller placed this call (only they may rejoin it). */
  is_own: z.boolean(),
  /** {@link isCallLive} by the server's clock. */
  live: z.boolean(),
  /** The live call's buttons until its session says otherwise, as `call/load` answers them; null once it ended. */
  feedback_manager: z
    .looseObject({ feedback_buttons: z.array(feedbackButtonSchema), action_buttons: z.array(actionButtonSchema) })
    .nullable(),
});
export type LastCall = z.infer<typeof lastCallSchema>;

import { actionButtonSchema, feedbackButtonSchema } from '@carecall/api-client';
import { z } from 'zod';

/** The event bus topic operator commands for a live call arrive on (from the live conference socket). */
export const CALL_COMMAND_TOPIC = 'call.command';
/** The event bus topic a call's bot session tells the operator's screen what changed on. */
export const CALL_UPDATE_TOPIC = 'call.update';

/** An operator's command to the bot of a live call. */
export const callCommandSchema = z.discriminatedUnion('type', [
  /** Answer the question being asked with one of the action buttons (its `action`). */
  z.strictObject({ type: z.literal('navigate'), actionId: z.string().min(1).max(200) }),
  /** Have the bot say one of the feedback sentences (its `id`, as a number or as the digits of one). */
  z.strictObject({
    type: z.literal('feedback'),
    feedbackId: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]),
  }),
  /** Switch the call to the questionnaire's alternative. */
  z.strictObject({ type: z.literal('alternative') }),
  /** The operator leaves; the bot goes on with the client. */
  z.strictObject({ type: z.literal('leave') }),
  /** End the call for everyone. */
  z.strictObject({ type: z.literal('hangup') }),
]);
export type CallCommand = z.infer<typeof callCommandSchema>;

/** The payload of a `call.command` event. */
export const callCommandEventSchema = z.strictObject({
  callId: z.string().min(1),
  command: callCommandSchema,
});
export type CallCommandEvent = z.infer<typeof callCommandEventSchema>;

/** The questionnaire an operator may switch the call to: its id, null when there is none (or the call switched). */
export const callAlternativeSchema = z.strictObject({ questionnaireId: z.number().int().positive().nullable() });
export type CallAlternative = z.infer<typeof callAlternativeSchema>;

/** Why a bot session ended: the run's end reason, or what the call did around it. */
export const callSessionEndReasonSchema = z.enum([
  'completed',
  'terminated',
  'hangup',
  'no-input',
  'no-match',
  'max-steps',
  'error',
  /** The client hung up (or the conference ended) before the run ended. */
  'client-hangup',
  /** The client never answered (no-answer, busy, failed, canceled). */
  'not-answered',
  /** The call was transferred to a person and the bot left. */
  'transferred',
]);
export type CallSessionEndReason = z.infer<typeof callSessionEndReasonSchema>;

/** What changed in a live call, for the operator's screen. */
export const callUpdateSchema = z.discriminatedUnion('type', [
  /** The action buttons to show now (empty: none). */
  z.strictObject({ type: z.literal('update_action_buttons'), buttons: z.array(actionButtonSchema) }),
  /** The language the bot speaks and understands now. */
  z.strictObject({ type: z.literal('update_active_language'), language: z.string() }),
  /** The feedback sentences the operator may send now. */
  z.strictObject({ type: z.literal('update_feedback_buttons'), buttons: z.array(feedbackButtonSchema) }),
  z.strictObject({ type: z.literal('update_alternative'), alternative: callAlternativeSchema }),
  /** The bot's session ended; nothing more arrives for this call. */
  z.strictObject({ type: z.literal('session_ended'), reason: callSessionEndReasonSchema }),
]);
export type CallUpdate = z.infer<typeof callUpdateSchema>;

/** The payload of a `call.update` event. */
export const callUpdateEventSchema = z.strictObject({
  callId: z.string().min(1),
  update: callUpdateSchema,
});
export type CallUpdateEvent = z.infer<typeof callUpdateEventSchema>;

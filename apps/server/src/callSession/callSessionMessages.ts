import { actionButtonSchema, feedbackButtonSchema, idSchema } from '@carecall/api-client';
import { z } from 'zod';

/** The event bus topic on which operators' commands reach the call session that runs a call. */
export const CALL_COMMAND_TOPIC = 'call.command';
/** The event bus topic on which a call session tells the live call screens what changed. */
export const CALL_UPDATE_TOPIC = 'call.update';

/** A call's id as the event bus carries it: the stored call's id. */
const callIdSchema = idSchema;

/** What an operator asks of a running call (from the live conference socket). */
export const callCommandSchema = z.discriminatedUnion('type', [
  /** Go on with one of the session's action buttons (`answered`, `next`, …). */
  z.object({ type: z.literal('navigate'), actionId: z.string().min(1).max(64) }),
  /** Say one of the feedback sentences to the client. */
  z.object({ type: z.literal('feedback'), feedbackId: z.string().min(1).max(64) }),
  /** Switch the call to the questionnaire's alternative. */
  z.object({ type: z.literal('alternative') }),
  /** The operator left the bot with the client. */
  z.object({ type: z.literal('leave') }),
  /** The operator ended the call for everybody. */
  z.object({ type: z.literal('hangup') }),
]);
export type CallCommand = z.infer<typeof callCommandSchema>;

/** The payload of a `call.command` event. */
export const callCommandEventSchema = z.object({ callId: callIdSchema, command: callCommandSchema });
export type CallCommandEvent = z.infer<typeof callCommandEventSchema>;

/** The questionnaire a call can switch to, or null when it has none. */
export const callAlternativeSchema = z.object({ questionnaireId: idSchema.nullable() });

/** What a call session reports about a running call. */
export const callUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('update_action_buttons'), buttons: z.array(actionButtonSchema) }),
  z.object({ type: z.literal('update_active_language'), language: z.string().min(1).max(16) }),
  z.object({ type: z.literal('update_feedback_buttons'), buttons: z.array(feedbackButtonSchema) }),
  z.object({ type: z.literal('update_alternative'), alternative: callAlternativeSchema }),
  /** The session is over (the questionnaire ended, the client hung up, …): live screens let go of the call. */
  z.object({ type: z.literal('session_ended'), reason: z.string().min(1).max(64) }),
]);
export type CallUpdate = z.infer<typeof callUpdateSchema>;

/** The payload of a `call.update` event. */
export const callUpdateEventSchema = z.object({ callId: callIdSchema, update: callUpdateSchema });
export type CallUpdateEvent = z.infer<typeof callUpdateEventSchema>;

import { z } from 'zod';
import { actionButtonSchema, feedbackButtonSchema } from './feedbackButton.ts';
import { idSchema } from './id.ts';

/**
 * What the portal sends on the live conference socket (`/lift_conference/?token=`): `connect` once it opens, then
 * `message` with `data` `navigate:{x}`, `feedback:{x}`, `alternative:alternative`, `leave` or `hangup`.
 */
export const liftClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('connect'), call_id: idSchema, organization_id: idSchema }),
  z.object({
    action: z.literal('message'),
    call_id: idSchema,
    organization_id: idSchema,
    data: z.union([
      z.string().regex(/^navigate:.+$/),
      z.string().regex(/^feedback:.+$/),
      z.literal('alternative:alternative'),
      z.literal('leave'),
      z.literal('hangup'),
    ]),
  }),
]);
export type LiftClientMessage = z.infer<typeof liftClientMessageSchema>;

/** What the live conference socket sends the portal; `ack` confirms a sent `data` (a `leave` ack closes it). */
export const liftServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('update_action_buttons'), data: z.array(actionButtonSchema) }),
  z.object({ type: z.literal('update_active_language'), data: z.string() }),
  z.object({ type: z.literal('update_feedback_buttons'), data: z.array(feedbackButtonSchema) }),
  z.object({ type: z.literal('update_alternative'), data: z.looseObject({ questionnaireId: idSchema.nullable() }) }),
  z.object({ type: z.literal('ack'), data: z.string() }),
]);
export type LiftServerMessage = z.infer<typeof liftServerMessageSchema>;

/**
 * Close codes of the live conference socket, in the 4000 range the websocket protocol leaves to applications. Codes
 * 4400–4499 are refusals that a new connection cannot change; the channel does not retry them.
 */
export const LIFT_CLOSE_CODES = {
  /** A message that is not JSON or does not match the protocol; the reason names the field. */
  invalidMessage: 4400,
  /** No token, or a token that does not verify. */
  unauthorized: 4401,
  /** The user may not steer this call: neither its operator nor an admin. */
  forbidden: 4403,
  /** No such call, or one of an organization the user cannot reach: answered alike. */
  notFound: 4404,
  /** No `connect` within the time allowed. */
  timeout: 4408,
  /** The call is over. */
  ended: 4410,
  /** The server failed; the channel tries again. */
  serverError: 4500,
} as const;

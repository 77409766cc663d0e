import {
  isAdminRole,
  isCallLive,
  LIFT_CLOSE_CODES,
  type LiftClientMessage,
  type LiftServerMessage,
  liftClientMessageSchema,
  liftServerMessageSchema,
} from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit/auditActions.ts';
import { recordAudit } from '../audit/recordAudit.ts';
import {
  CALL_COMMAND_TOPIC,
  CALL_UPDATE_TOPIC,
  type CallCommand,
  type CallUpdate,
  callCommandSchema,
  callUpdateEventSchema,
} from '../callSession/callSessionMessages.ts';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import { calls } from '../db/schema/index.ts';
import { authenticateSocket } from '../http/authenticateSocket.ts';
import { closeSocket } from '../http/socketSends.ts';
import { TelephonyError } from '../telephony/Telephony.ts';
import { createLiveCallUpdateCache } from './createLiveCallUpdateCache.ts';

/** Where the portal's live call screen steers a call. */
export const LIFT_CONFERENCE_PATH = '/lift_conference';
/** How long a socket may stay open without sending its `connect`. */
const CONNECT_TIMEOUT_MS = 10_000;
/** A refusal of the socket: it closes with this code and reason. */
class LiftRefusal extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'message';
  return `${field}: ${issue?.message ?? 'invalid'}`;
}

/** The command a `message`'s `data` asks for, or a refusal naming `data`. */
function parseCommand(data: string): CallCommand {
  const separator = data.indexOf(':');
  const [kind, value] = separator < 0 ? [data, ''] : [data.slice(0, separator), data.slice(separator + 1)];
  const candidate =
    kind === 'navigate'
      ? { type: 'navigate', actionId: value }
      : kind === 'feedback'
        ? { type: 'feedback', feedbackId: value }
        : { type: kind };
  const result = callCommandSchema.safeParse(candidate);
  if (!result.success) throw new LiftRefusal(LIFT_CLOSE_CODES.invalidMessage, `data: ${describeIssue(result.error)}`);
  return result.data;
}

/**
 * What the portal is sent for a session's update. The bot's end clears the buttons it offered: the operator and the
 * client may still be talking, so the socket stays open (Hangup and Leave still work) until the conference ends.
 */
function toServerMessages(update: CallUpdate): LiftServerMessage[] {
  switch (update.type) {
    case 'update_action_buttons':
      return [{ type: update.type, data: update.buttons }];
    case 'update_feedback_buttons':
      return [{ type: update.type, data: update.buttons }];
    case 'update_active_language':
      return [{ type: update.type, data: update.language }];
    case 'update_alternative':
      return [{ type: update.type, data: update.alternative }];
    case 'session_ended':
      return [
        { type: 'update_action_buttons', data: [] },
        { type: 'update_feedback_buttons', data: [] },
      ];
  }
}

/** The call a `connect` names, once the caller is allowed to steer it. */
interface ConnectedCall {
  callId: number;
  organizationId: number;
  clientId: number;
  userId: number;
}

/**
 * The live conference socket (`/lift_conference/?token=`) through which an operator steers a call: the first message
 * is `connect` with the call's and organization's ids, answered by the session's latest buttons, language and
 * alternative and an `ack` of `connect`; then each `message` (`navigate:{x}`, `feedback:{x}`,
 * `alternative:alternative`, `leave`, `hangup`) becomes a command on the event bus's `call.command` topic and is
 * acknowledged with its `data`. `leave` also takes the operator's leg out of the conference and `hangup` ends the
 * conference, so both work with no session running the call; the socket closes after their `ack`. The session's
 * updates (`call.update`) are forwarded as they come, its end as empty buttons; the conference's end closes the socket with 4410.
 *
 * The token is verified as the socket opens (`authenticateSocket`: 4401 at once, or past the deadline), not when
 * `connect` arrives. Only the call's own operator or an admin of its organization may steer it. Every refusal closes the socket with a
 * code and a reason (`LIFT_CLOSE_CODES`); another organization's call is refused exactly as a call that does not
 * exist; no message, however malformed, can throw.
 */
export function registerLiftConferenceSocket(app: FastifyInstance): void {
  const { events, telephony, db } = app.services;
  const updates = createLiveCallUpdateCache(events);
  app.addHook('onClose', async () => updates.close());

  app.get(LIFT_CONFERENCE_PATH, { websocket: true }, (socket: WebSocket, request) => {
    let connected: ConnectedCall | null = null;
    let connecting = false;
    let closed = false;
    // While its own hangup ends the conference, the socket waits to acknowledge it before closing.
    let hangingUp = false;
    let unsubscribe = () => {};
    // Messages are handled one after another, so those sent right behind `connect` wait for its checks.
    let queue: Promise<void> = Promise.resolve();

    const close = (code: number, reason: string) => {
      if (closed) return;
      closed = true;
      closeSocket(socket, code, reason);
    };
    const send = (message: LiftServerMessage) => {
      const checked = liftServerMessageSchema.safeParse(message);
      if (!checked.success) {
        request.log.warn({ field: describeIssue(checked.error) }, 'a live call update did not match the socket schema');
        return;
      }
      if (!closed && socket.readyState === socket.OPEN) socket.send(JSON.stringify(checked.data));
    };
    const timer = setTimeout(() => close(LIFT_CLOSE_CODES.timeout, 'No connect was sent in time'), CONNECT_TIMEOUT_MS);
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      unsubscribe();
    });
    // The token is checked at once (closing with 4401 on failure or past the deadline); `connect` waits for it.
    const auth = authenticateSocket(app, socket, request);

    async function connect(message: Extract<LiftClientMessage, { action: 'connect' }>): Promise<void> {
      const authenticated = await auth;
      if (!authenticated) return;
      const { user, organizationIds } = authenticated;
      const notFound = new LiftRefusal(LIFT_CLOSE_CODES.notFound, 'No such call');
      if (!organizationIds.includes(message.organization_id) || !isDatabaseId(message.call_id)) throw notFound;
      const [call] = await db
        .select()
        .from(calls)
        .where(
          and(
            eq(calls.id, message.call_id),
            eq(calls.organizationId, message.organization_id),
            eq(calls.product, 'lift'),
          ),
        );
      if (!call) throw notFound;
      if (call.interviewerId !== user.id && !isAdminRole(user.role)) {
        throw new LiftRefusal(LIFT_CLOSE_CODES.forbidden, 'Only the call’s operator or an admin may steer it');
      }
      const live = isCallLive(
        {
          patient_dial_status: call.patientDialStatus,
          interviewer_call_status: call.interviewerCallStatus,
          is_dry_run: call.isDryRun,
          date_created: call.dateCreated.toISOString(),
        },
        app.services.now().getTime(),
      );
      if (!live) throw new LiftRefusal(LIFT_CLOSE_CODES.ended, 'The call has ended');
      if (closed) return;
      connected = { callId: call.id, organizationId: call.organizationId, clientId: call.patientId, userId: user.id };
      const callId = call.id;
      const stopUpdates = events.subscribe(CALL_UPDATE_TOPIC, (event) => {
        const parsed = callUpdateEventSchema.safeParse(event.payload);
        if (!parsed.success || parsed.data.callId !== String(callId)) return;
        for (const outgoing of toServerMessages(parsed.data.update)) send(outgoing);
      });
      const stopTelephony = events.subscribe('telephony', (event) => {
        if (hangingUp) return;
        if (event.payload.type === 'conference-ended' && event.payload.callId === String(callId)) {
          close(LIFT_CLOSE_CODES.ended, 'call ended');
        }
      });
      unsubscribe = () => {
        stopUpdates();
        stopTelephony();
      };
      await recordAudit(db, {
        userId: user.id,
        action: AUDIT_ACTIONS.liveCallSteeringJoined,
        organizationId: call.organizationId,
        clientId: call.patientId,
        detail: { callId },
        at: app.services.now(),
      });
      for (const update of updates.latest(String(callId))) {
        for (const outgoing of toServerMessages(update)) send(outgoing);
      }
      send({ type: 'ack', data: 'connect' });
    }

    async function command(call: ConnectedCall, message: Extract<LiftClientMessage, { action: 'message' }>) {
      if (message.call_id !== call.callId || message.organization_id !== call.organizationId) {
        throw new LiftRefusal(LIFT_CLOSE_CODES.invalidMessage, 'call_id: not the connected call');
      }
      const parsed = parseCommand(message.data);
      const conferenceId = String(call.callId);
      try {
        if (parsed.type === 'leave') await telephony.removeLeg({ callId: conferenceId, role: 'operator' });
        if (parsed.type === 'hangup') {
          hangingUp = true;
          await telephony.endConference({ callId: conferenceId });
        }
      } catch (error) {
        // A conference that is gone has nothing left to leave or end.
        if (!(error instanceof TelephonyError && error.code === 'CONFERENCE_NOT_FOUND')) throw error;
      }
      await events.publish({ topic: CALL_COMMAND_TOPIC, payload: { callId: conferenceId, command: parsed } });
      if (parsed.type === 'navigate' || parsed.type === 'leave' || parsed.type === 'hangup') {
        request.log.info({ callId: call.callId, userId: call.userId, command: parsed.type }, 'live call steered');
      }
      send({ type: 'ack', data: message.data });
      if (parsed.type === 'leave') close(1000, 'left the call');
      if (parsed.type === 'hangup') close(LIFT_CLOSE_CODES.ended, 'hung up');
    }

    async function handle(raw: string): Promise<void> {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new LiftRefusal(LIFT_CLOSE_CODES.invalidMessage, 'message must be JSON');
      }
      const result = liftClientMessageSchema.safeParse(json);
      if (!result.success) throw new LiftRefusal(LIFT_CLOSE_CODES.invalidMessage, describeIssue(result.error));
      const message = result.data;
      if (message.action === 'connect') {
        if (connecting)
          throw new LiftRefusal(LIFT_CLOSE_CODES.invalidMessage, 'action: only one connect per connection');
        connecting = true;
        clearTimeout(timer);
        await connect(message);
        return;
      }
      if (!connected) throw new LiftRefusal(LIFT_CLOSE_CODES.invalidMessage, 'action: connect must come first');
      await command(connected, message);
    }

    socket.on('message', (data) => {
      const raw = String(data);
      queue = queue
        .then(() => (closed ? undefined : handle(raw)))
        .catch((error: unknown) => {
          if (error instanceof LiftRefusal) {
            close(error.code, error.message);
            return;
          }
          request.log.error({ err: error, callId: connected?.callId }, 'a live call message could not be handled');
          close(LIFT_CLOSE_CODES.serverError, 'The message could not be handled');
        });
    });
  });
}

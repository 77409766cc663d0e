import { isAdminRole } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { isDatabaseId } from '../../db/isDatabaseId.ts';
import { calls } from '../../db/schema/index.ts';
import { authenticateSocket } from '../../http/authenticateSocket.ts';
import { closeSocket, sendJson } from '../../http/socketSends.ts';
import { TelephonyError } from '../Telephony.ts';
import type { LocalTelephony } from './createLocalTelephony.ts';
import { VOICE_CLOSE_CODES, type VoiceServerMessage, voiceClientMessageSchema } from './voiceGatewayMessages.ts';

/** Where the local voice device signals, under the conference service. */
export const VOICE_GATEWAY_PATH = '/conference/voice';
/** How long a browser has to send its invite after opening the socket. */
const INVITE_TIMEOUT_MS = 10_000;
function send(socket: WebSocket, message: VoiceServerMessage): void {
  sendJson(socket, message);
}

const close = closeSocket;

/**
 * The signaling gateway of the local voice device: a websocket (`?token=`, verified at once: 4401 when it is missing,
 * invalid or not verified within the app's deadline) on which a browser sends one invite (the call's params and its
 * SDP offer) and gets the answer, after which the media flows over WebRTC straight to the conference bridge. Closing
 * the socket, or a `hangup` message, takes the browser out of the conference.
 *
 * Only the call's own operator (the user who placed it) joins its audio (`role: 'operator'`, the default, audited as
 * `call_audio_joined`). An admin of the organization may listen in only by asking for it, as `role: 'monitor'`:
 * muted (their audio reaches nobody), beside the operator rather than in their place, and audited as
 * `call_audio_monitored`. Anyone else of the organization is refused with 4403 and a reason. Every refusal closes the
 * socket with a code and a reason; another organization's call is refused exactly as a call that does not exist.
 */
export function registerVoiceGateway(app: FastifyInstance, telephony: LocalTelephony): void {
  app.get(VOICE_GATEWAY_PATH, { websocket: true }, (socket, request) => {
    let hangUp: (() => void) | null = null;
    let sendDigits: ((digits: string) => void) | null = null;
    let invited = false;
    const timer = setTimeout(
      () => close(socket, VOICE_CLOSE_CODES.timeout, 'No invite was sent in time'),
      INVITE_TIMEOUT_MS,
    );
    let unsubscribe = () => {};
    socket.on('close', () => {
      clearTimeout(timer);
      unsubscribe();
      hangUp?.();
    });
    // The token is checked at once (closing with 4401 on failure or past the deadline); the invite waits for it.
    const auth = authenticateSocket(app, socket, request);

    /** The operator of a call, when the call is a stored one of the organization. */
    const findOperatorId = async (callId: string, organizationId: number): Promise<number | null> => {
      const id = Number(callId);
      if (!/^\d+$/.test(callId) || !isDatabaseId(id)) return null;
      const [call] = await app.services.db
        .select({ interviewerId: calls.interviewerId })
        .from(calls)
        .where(and(eq(calls.id, id), eq(calls.organizationId, organizationId)));
      return call?.interviewerId ?? null;
    };

    socket.on('message', (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        close(socket, VOICE_CLOSE_CODES.invalidMessage, 'message must be JSON');
        return;
      }
      const result = voiceClientMessageSchema.safeParse(parsed);
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.') || 'message';
        close(socket, VOICE_CLOSE_CODES.invalidMessage, `${field}: ${issue?.message ?? 'invalid'}`);
        return;
      }
      const message = result.data;
      if (message.type === 'hangup') {
        close(socket, 1000, 'hung up');
        return;
      }
      if (message.type === 'digits') {
        if (sendDigits) sendDigits(message.digits);
        else close(socket, VOICE_CLOSE_CODES.invalidMessage, 'type: digits before the call was joined');
        return;
      }
      if (invited) {
        close(socket, VOICE_CLOSE_CODES.invalidMessage, 'type: only one invite per connection');
        return;
      }
      invited = true;
      clearTimeout(timer);
      const { callId, organization_id: organizationId } = message.params;
      auth
        .then(async (authenticated) => {
          if (!authenticated) return;
          const { user, organizationIds } = authenticated;
          const conference = telephony.findConference(callId);
          if (conference?.organizationId !== organizationId || !organizationIds.includes(organizationId)) {
            close(socket, VOICE_CLOSE_CODES.notFound, 'No such call');
            return;
          }
          const operatorId = await findOperatorId(callId, organizationId);
          if (message.role === 'monitor' && !isAdminRole(user.role)) {
            close(socket, VOICE_CLOSE_CODES.forbidden, 'role: only an admin may monitor a call');
            return;
          }
          if (message.role === 'operator' && operatorId !== user.id) {
            close(
              socket,
              VOICE_CLOSE_CODES.forbidden,
              isAdminRole(user.role)
                ? 'role: only the call’s operator joins its audio; an admin listens in as monitor'
                : 'Only the call’s operator may join its audio',
            );
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          if (message.role === 'monitor') {
            const answer = await telephony.acceptMonitorOffer({
              callId,
              sdp: message.sdp,
              onConnected: () => send(socket, { type: 'connected' }),
              onLeave: () => {
                // An ending conference has already let go of its organization.
                const ended = telephony.findConference(callId) === null;
                send(socket, { type: 'hangup', reason: ended ? 'conference-ended' : 'removed' });
                close(socket, 1000, ended ? 'conference ended' : 'left the conference');
              },
            });
            hangUp = answer.hangUp;
            if (socket.readyState !== socket.OPEN) {
              answer.hangUp();
              return;
            }
            await recordAudit(app.services.db, {
              userId: user.id,
              action: AUDIT_ACTIONS.callAudioMonitored,
              organizationId,
              clientId: conference.clientId,
              detail: { callId, operatorId },
              at: app.services.now(),
            });
            request.log.info({ callId, userId: user.id }, 'an admin is monitoring the call');
            send(socket, { type: 'answer', sdp: answer.sdp });
            return;
          }
          const unsubscribeEvents = telephony.onEvent((event) => {
            if (event.callId !== callId) return;
            if (event.type === 'leg-status' && event.role === 'operator' && event.status === 'in-progress') {
              send(socket, { type: 'connected' });
            } else if (event.type === 'leg-status' && event.role === 'operator' && event.status === 'completed') {
              // An ending conference has already let go of its organization.
              const ended = telephony.findConference(callId) === null;
              send(socket, { type: 'hangup', reason: ended ? 'conference-ended' : 'removed' });
              close(socket, 1000, ended ? 'conference ended' : 'left the conference');
            }
          });
          unsubscribe = unsubscribeEvents;
          // The socket may have closed while the call was checked: its close handler has already run.
          if (socket.readyState !== socket.OPEN) {
            unsubscribeEvents();
            return;
          }
          const answer = await telephony.acceptOperatorOffer({ callId, sdp: message.sdp });
          hangUp = answer.hangUp;
          sendDigits = answer.sendDigits;
          if (socket.readyState !== socket.OPEN) {
            answer.hangUp();
            return;
          }
          await recordAudit(app.services.db, {
            userId: user.id,
            action: AUDIT_ACTIONS.callAudioJoined,
            organizationId,
            clientId: conference.clientId,
            detail: { callId },
            at: app.services.now(),
          });
          request.log.info({ callId, userId: user.id }, 'operator joined the call');
          send(socket, { type: 'answer', sdp: answer.sdp });
        })
        .catch((error: unknown) => {
          if (error instanceof TelephonyError && error.code === 'LEG_BUSY') {
            close(socket, VOICE_CLOSE_CODES.busy, error.message);
          } else if (error instanceof TelephonyError && error.code === 'CONFERENCE_NOT_FOUND') {
            close(socket, VOICE_CLOSE_CODES.notFound, 'No such call');
          } else {
            request.log.error({ err: error, callId }, 'the browser could not join the call');
            close(socket, VOICE_CLOSE_CODES.serverError, 'The call could not be joined');
          }
        });
    });
  });
}

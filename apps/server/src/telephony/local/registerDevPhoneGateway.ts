import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AUDIT_ACTIONS } from '../../audit/auditActions.ts';
import { recordAudit } from '../../audit/recordAudit.ts';
import { patientPhones, patients } from '../../db/schema/index.ts';
import { authenticateSocket } from '../../http/authenticateSocket.ts';
import { closeSocket, sendJson } from '../../http/socketSends.ts';
import type { DevPhoneLine, DevPhoneLines, DevPhoneRing } from './createDevPhoneLines.ts';
import { type DevPhoneNumber, type DevPhoneServerMessage, devPhoneClientMessageSchema } from './devPhoneMessages.ts';
import { toDialKey } from './Persona.ts';
import { VOICE_CLOSE_CODES } from './voiceGatewayMessages.ts';

/** Where the demo's browser phone (`/dev/phone`) signals. */
export const DEV_PHONE_GATEWAY_PATH = '/conference/devphone';
/** How long a page has to register after opening the socket. */
const REGISTER_TIMEOUT_MS = 10_000;
function send(socket: WebSocket, message: DevPhoneServerMessage): void {
  sendJson(socket, message);
}

const close = closeSocket;

/**
 * The demo's browser phone: a websocket (`?token=`) on which a signed-in user's page registers for the selected
 * organization's client numbers it was told (a list the user chose; never all of them by default, so calls to the
 * other numbers still reach their personas), and from then on rings when the organization calls one of them:
 * `ring`, then the page's `answer` (an SDP offer, answered by `accepted` and `connected` once media flows) or
 * `decline`; `hangup` or closing the socket ends the call, and `ended` tells the page the call is over. Only users
 * who may act in the organization register (another organization is refused exactly as one that does not exist);
 * every refusal closes the socket with a code and a reason, the voice gateway's codes.
 */
export function registerDevPhoneGateway(
  app: FastifyInstance,
  lines: DevPhoneLines,
  { clientNumbers = true }: { clientNumbers?: boolean } = {},
): void {
  app.get(DEV_PHONE_GATEWAY_PATH, { websocket: true }, (socket, request) => {
    const rings = new Map<string, DevPhoneRing>();
    let registration: { close(): void } | null = null;
    const dryRunLines: { close(): void }[] = [];
    let organizationId: number | null = null;
    let available: DevPhoneNumber[] = [];
    // Messages are handled one after another: a registration finishes before the next message is read.
    let queue: Promise<void> = Promise.resolve();
    const timer = setTimeout(
      () => close(socket, VOICE_CLOSE_CODES.timeout, 'No registration was sent in time'),
      REGISTER_TIMEOUT_MS,
    );
    socket.on('close', () => {
      clearTimeout(timer);
      registration?.close();
      registration = null;
      for (const dryRunLine of dryRunLines) dryRunLine.close();
      for (const ring of rings.values()) ring.hangUp();
      rings.clear();
    });
    // The token is checked at once (closing with 4401 on failure or past the deadline); a registration waits for it.
    const auth = authenticateSocket(app, socket, request);

    const line: DevPhoneLine = {
      ring(ring) {
        rings.set(ring.ringId, ring);
        const owner = available.find((entry) => entry.number === ring.number);
        send(socket, {
          type: 'ring',
          ring_id: ring.ringId,
          number: ring.number,
          client_name: owner?.clientName ?? null,
        });
      },
      connected(ringId) {
        send(socket, { type: 'connected', ring_id: ringId });
      },
      ended(ringId, reason) {
        rings.delete(ringId);
        send(socket, { type: 'ended', ring_id: ringId, reason });
      },
    };

    const handle = async (data: unknown): Promise<void> => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        close(socket, VOICE_CLOSE_CODES.invalidMessage, 'message must be JSON');
        return;
      }
      const result = devPhoneClientMessageSchema.safeParse(parsed);
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.') || 'message';
        close(socket, VOICE_CLOSE_CODES.invalidMessage, `${field}: ${issue?.message ?? 'invalid'}`);
        return;
      }
      const message = result.data;
      if (message.type === 'register' || message.type === 'register-dry-run') {
        clearTimeout(timer);
        const authenticated = await auth;
        if (!authenticated) return;
        const { user, organizationIds } = authenticated;
        if (!organizationIds.includes(message.organization_id)) {
          close(socket, VOICE_CLOSE_CODES.notFound, 'organization_id: no such organization');
          return;
        }
        if (organizationId !== null && organizationId !== message.organization_id) {
          close(socket, VOICE_CLOSE_CODES.invalidMessage, 'organization_id: one organization per connection');
          return;
        }
        organizationId = message.organization_id;
        if (message.type === 'register-dry-run') {
          if (socket.readyState !== socket.OPEN) return;
          const opened = lines.openDryRunLine({ organizationId, userId: user.id, line });
          dryRunLines.push(opened);
          send(socket, { type: 'dry-run-line', line_id: opened.lineId });
          return;
        }
        if (!clientNumbers) {
          close(socket, VOICE_CLOSE_CODES.invalidMessage, 'type: client numbers ring browsers only in demo mode');
          return;
        }
        available = await listClientNumbers(app, organizationId);
        const wanted = [...new Set(message.numbers)];
        const known = new Set(available.map((entry) => entry.number));
        const unknown = message.numbers.findIndex((number) => !known.has(number));
        if (unknown >= 0) {
          close(socket, VOICE_CLOSE_CODES.notFound, `numbers.${unknown}: not a phone of this organization’s clients`);
          return;
        }
        if (socket.readyState !== socket.OPEN) return;
        registration?.close();
        const opened = lines.open({ organizationId, numbers: wanted, line });
        registration = opened;
        await recordAudit(app.services.db, {
          userId: user.id,
          action: AUDIT_ACTIONS.devPhoneOpened,
          organizationId,
          detail: { numbers: opened.dialKeys.length },
          at: app.services.now(),
        });
        send(socket, { type: 'registered', available, routed: opened.dialKeys });
        return;
      }
      if (organizationId === null) {
        close(socket, VOICE_CLOSE_CODES.invalidMessage, 'type: register before anything else');
        return;
      }
      const ring = rings.get(message.ring_id);
      if (!ring) {
        // A call that ended as the page acted (the caller hung up first): nothing to do but say so.
        send(socket, { type: 'ended', ring_id: message.ring_id, reason: 'canceled' });
        return;
      }
      if (message.type === 'decline') ring.decline();
      else if (message.type === 'hangup') ring.hangUp();
      else {
        try {
          const sdp = await ring.answer(message.sdp);
          const owner = available.find((entry) => entry.number === ring.number);
          const authenticated = await auth;
          if (!authenticated) return;
          await recordAudit(app.services.db, {
            userId: authenticated.user.id,
            action: AUDIT_ACTIONS.devPhoneAnswered,
            organizationId,
            clientId: owner?.clientId ?? null,
            detail: {},
            at: app.services.now(),
          });
          send(socket, { type: 'accepted', ring_id: ring.ringId, sdp });
        } catch (error) {
          if (rings.has(ring.ringId)) {
            request.log.error({ err: error }, 'a browser phone could not answer');
            ring.hangUp();
          }
          send(socket, { type: 'ended', ring_id: ring.ringId, reason: 'canceled' });
        }
      }
    };

    socket.on('message', (data) => {
      queue = queue
        .then(() => handle(data))
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'the browser phone gateway failed');
          close(socket, VOICE_CLOSE_CODES.serverError, 'The browser phone failed');
        });
    });
  });
}

/** The phones of the organization's clients, in the order of the client list's names. */
async function listClientNumbers(app: FastifyInstance, organizationId: number): Promise<DevPhoneNumber[]> {
  const rows = await app.services.db
    .select({
      clientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      countryCode: patientPhones.countryCode,
      number: patientPhones.number,
    })
    .from(patientPhones)
    .innerJoin(patients, eq(patients.id, patientPhones.patientId))
    .where(eq(patients.organizationId, organizationId))
    .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patientPhones.id))
    .limit(1000);
  const seen = new Set<string>();
  const numbers: DevPhoneNumber[] = [];
  for (const row of rows) {
    const number = toDialKey(`${row.countryCode}${row.number}`);
    if (seen.has(number) || number.length < 4) continue;
    seen.add(number);
    numbers.push({ number, clientId: row.clientId, clientName: `${row.firstName} ${row.lastName}` });
  }
  return numbers;
}

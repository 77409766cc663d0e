import { randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { FRAME_MS, FRAME_SAMPLES, TELEPHONE_SAMPLE_RATE } from '../../../apps/server/src/audio/audioFrames.ts';
import { createMediaPeer, type MediaPeer } from '../../../apps/server/src/telephony/local/createMediaPeer.ts';
import { waitForIceGathering } from '../../../apps/server/src/telephony/local/waitForIceGathering.ts';
import { createSelfSignedCertificate } from './createSelfSignedCertificate.ts';

/** How the gateway's far end treats one invite, in the order the invites arrive. */
export type FarEndPlan =
  /**
   * Rings, answers with its SDP, plays a tone and records the browser's microphone until the browser hangs up, or
   * until the far end does after `hangupAfterMs`.
   */
  | { kind: 'answer'; ringMs: number; hangupAfterMs?: number }
  /** Rings, then gives up before answering, as a callee's network does when nobody picks up. */
  | { kind: 'cancel'; ringMs: number };

/** One message of Twilio's signaling protocol as the SDK sent it. */
export interface SignalingMessage {
  type: string;
  payload: Record<string, unknown>;
  version?: string;
}

/** What the gateway saw of one invite and, if answered, of its audio. */
export interface GatewayCall {
  callSid: string;
  /** The SDK's own id for the outgoing call (`outboundConnectionId`), sent with the invite. */
  outboundId: string;
  /** The custom parameters of `device.connect({ params })`, decoded from the invite. */
  params: Record<string, string>;
  /** The browser's microphone as received, 8 kHz samples, from the answer on. */
  received: Int16Array[];
  /** Frames of far-end tone sent to the browser. */
  framesSent: number;
  answeredAt: number | null;
  endedAt: number | null;
  endedBy: 'browser' | 'gateway' | null;
}

/** A local stand-in for Twilio's signaling edge and its media, for the SDK contract test only. */
export interface TwilioSignalingGateway {
  /** `127.0.0.1:port`: the host the SDK's `chunderw` option names; the page is served from the same origin. */
  host: string;
  origin: string;
  /** Every JSON message the SDK sent, in order. */
  messages: SignalingMessage[];
  /** The tokens of each `listen`, in order. */
  tokens: string[];
  /** Heartbeats (`\n`) the SDK echoed back. */
  heartbeatsEchoed: number;
  calls: GatewayCall[];
  /** Resolves with the next message of `type` from now on (or one already received when `includePast`). */
  waitForMessage(type: string, timeoutMs?: number): Promise<SignalingMessage>;
  stop(): Promise<void>;
}

export interface TwilioSignalingGatewayOptions {
  /** The test page and its script, served at `/` and `/contract.js`. */
  page: { html: string; script: string };
  /** How each invite is treated, in order. */
  plans: FarEndPlan[];
  /** The token lifetime, in seconds, announced on `connected` for a given `listen` token. */
  tokenTtlSeconds(token: string): number;
  /** How often the gateway sends a heartbeat. */
  heartbeatMs?: number;
}

/** A 440 Hz tone at about −12 dBFS: what the browser should hear from the far end. */
function createToneFrames(): () => Int16Array {
  let sampleIndex = 0;
  return () => {
    const frame = new Int16Array(FRAME_SAMPLES);
    for (let index = 0; index < FRAME_SAMPLES; index += 1, sampleIndex += 1) {
      frame[index] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * sampleIndex) / TELEPHONE_SAMPLE_RATE));
    }
    return frame;
  };
}

/** A short silent WAV for the SDK's sounds, so it never fetches its own from the network. */
function silentWav(): Buffer {
  const samples = TELEPHONE_SAMPLE_RATE / 10;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(TELEPHONE_SAMPLE_RATE, 24);
  header.writeUInt32LE(TELEPHONE_SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

/**
 * Starts an HTTPS server on 127.0.0.1 that serves the contract page and, at `/signal`, speaks the signaling of
 * Twilio's Voice SDK 2.x as its edge does: `listen` answered by `connected` (with the token's lifetime),
 * newline heartbeats echoed by the SDK, `invite` answered by `ringing` then `answer` with an SDP (or `cancel`),
 * and `hangup` either way. The media side is the server's own werift peer (PCMU), so the SDK's peer connection
 * talks to the same media plane the product uses.
 */
export async function startTwilioSignalingGateway(
  options: TwilioSignalingGatewayOptions,
): Promise<TwilioSignalingGateway> {
  const { key, cert } = createSelfSignedCertificate();
  const sound = silentWav();
  const server = createServer({ key, cert }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://127.0.0.1');
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(options.page.html);
    } else if (url.pathname === '/contract.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(options.page.script);
    } else if (url.pathname.startsWith('/sounds/')) {
      response.writeHead(200, { 'content-type': 'audio/wav' }).end(sound);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  const sockets = new WebSocketServer({ server, path: '/signal' });
  const messages: SignalingMessage[] = [];
  const tokens: string[] = [];
  const calls: GatewayCall[] = [];
  const peers = new Set<MediaPeer>();
  const timers = new Set<NodeJS.Timeout>();
  const waiters: { type: string; resolve: (message: SignalingMessage) => void }[] = [];
  const gateway: TwilioSignalingGateway = {
    host: '',
    origin: '',
    messages,
    tokens,
    heartbeatsEchoed: 0,
    calls,
    waitForMessage(type, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no '${type}' message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      });
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      for (const peer of peers) await peer.close();
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (socket: WebSocket, type: string, payload: Record<string, unknown>) =>
    socket.send(JSON.stringify({ type, version: '1.6', payload }));

  const endCall = async (call: GatewayCall, peer: MediaPeer, by: 'browser' | 'gateway', tone?: NodeJS.Timeout) => {
    if (call.endedAt !== null) return;
    call.endedAt = Date.now();
    call.endedBy = by;
    if (tone) {
      clearInterval(tone);
      timers.delete(tone);
    }
    peers.delete(peer);
    await peer.close();
  };

  const handleInvite = async (socket: WebSocket, payload: Record<string, unknown>) => {
    const plan = options.plans[calls.length];
    const twilio = (payload.twilio ?? {}) as { params?: string };
    const call: GatewayCall = {
      callSid: `CA${randomBytes(16).toString('hex')}`,
      outboundId: String(payload.callsid ?? ''),
      params: Object.fromEntries(new URLSearchParams(twilio.params ?? '')),
      received: [],
      framesSent: 0,
      answeredAt: null,
      endedAt: null,
      endedBy: null,
    };
    calls.push(call);
    if (!plan) {
      send(socket, 'hangup', {
        callsid: call.outboundId,
        error: { code: 31005, message: 'No far end is planned for this invite' },
      });
      return;
    }
    const peer = createMediaPeer();
    peers.add(peer);
    let tone: NodeJS.Timeout | undefined;
    const onHangup = (message: SignalingMessage) => {
      const sid = message.payload.callsid;
      if (message.type === 'hangup' && (sid === call.callSid || sid === call.outboundId)) {
        void endCall(call, peer, 'browser', tone);
      }
    };
    hangupListeners.add(onHangup);
    await peer.connection.setRemoteDescription({ type: 'offer', sdp: String(payload.sdp ?? '') });
    await peer.connection.setLocalDescription(await peer.connection.createAnswer());
    await waitForIceGathering(peer.connection);
    send(socket, 'ringing', { callsid: call.callSid });
    await new Promise((resolve) => setTimeout(resolve, plan.ringMs));
    if (call.endedAt !== null) return;
    if (plan.kind === 'cancel') {
      send(socket, 'cancel', { callsid: call.callSid });
      await endCall(call, peer, 'gateway');
      return;
    }
    peer.onFrame((frame) => {
      if (call.answeredAt !== null && call.endedAt === null) call.received.push(frame);
    });
    send(socket, 'answer', { callsid: call.callSid, sdp: peer.connection.localDescription?.sdp ?? '' });
    call.answeredAt = Date.now();
    const nextFrame = createToneFrames();
    tone = setInterval(() => {
      if (peer.connection.connectionState !== 'connected') return;
      peer.sendFrame(nextFrame());
      call.framesSent += 1;
    }, FRAME_MS);
    timers.add(tone);
    if (plan.hangupAfterMs !== undefined) {
      setTimeout(() => {
        if (call.endedAt !== null) return;
        send(socket, 'hangup', { callsid: call.callSid });
        void endCall(call, peer, 'gateway', tone);
      }, plan.hangupAfterMs);
    }
  };

  const hangupListeners = new Set<(message: SignalingMessage) => void>();
  sockets.on('connection', (socket) => {
    const heartbeat = setInterval(() => socket.send('\n'), options.heartbeatMs ?? 1000);
    timers.add(heartbeat);
    socket.on('close', () => {
      clearInterval(heartbeat);
      timers.delete(heartbeat);
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === '\n') {
        gateway.heartbeatsEchoed += 1;
        return;
      }
      let message: SignalingMessage;
      try {
        message = JSON.parse(text) as SignalingMessage;
      } catch {
        socket.close(1003, 'Signaling messages are JSON');
        return;
      }
      messages.push(message);
      for (const waiter of waiters.filter((entry) => entry.type === message.type)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
      const payload = message.payload ?? {};
      if (message.type === 'listen') {
        const token = String(payload.token ?? '');
        tokens.push(token);
        send(socket, 'connected', {
          region: 'local',
          edge: 'local',
          token: { identity: 'operator', ttl: options.tokenTtlSeconds(token) },
        });
      } else if (message.type === 'invite') {
        handleInvite(socket, payload).catch((error: unknown) => {
          send(socket, 'hangup', {
            callsid: payload.callsid,
            error: { code: 31000, message: error instanceof Error ? error.message : String(error) },
          });
        });
      } else if (message.type === 'hangup') {
        for (const listener of hangupListeners) listener(message);
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  gateway.host = `127.0.0.1:${port}`;
  gateway.origin = `https://${gateway.host}`;
  return gateway;
}

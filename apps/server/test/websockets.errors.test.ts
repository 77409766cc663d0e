import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LIFT_CONFERENCE_PATH } from '../src/conference/registerLiftConferenceSocket.ts';
import { DEV_PHONE_GATEWAY_PATH } from '../src/telephony/local/registerDevPhoneGateway.ts';
import { VOICE_GATEWAY_PATH } from '../src/telephony/local/registerVoiceGateway.ts';
import { createTestApp } from './harness.ts';
import { createLogCapture } from './logCapture.ts';

/** Every websocket of the server that a browser opens with its `?token=`. */
const SOCKET_PATHS = [`${LIFT_CONFERENCE_PATH}/`, VOICE_GATEWAY_PATH, DEV_PHONE_GATEWAY_PATH];
/** Short enough for a test, long enough for a socket's first frame to arrive on a busy machine. */
const DEADLINE_MS = 1_500;
/** The websocket plugin's `maxPayload`, plus one. */
const OVERSIZE_BYTES = 64 * 1024 + 1;

interface Peer {
  socket: WebSocket;
  closed: Promise<{ code: number; reason: string; afterMs: number }>;
}

async function openPeer(base: string, path: string, token: string): Promise<Peer> {
  const socket = new WebSocket(`${base}${path}?token=${encodeURIComponent(token)}`);
  const openedAt = Date.now();
  const closed = new Promise<{ code: number; reason: string; afterMs: number }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason), afterMs: Date.now() - openedAt })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed };
}

async function setUp() {
  const logs = createLogCapture();
  const testApp = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    build: { logger: true, logStream: logs.stream, socketAuthDeadlineMs: DEADLINE_MS },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { testApp, logs, base: `ws://127.0.0.1:${port}` };
}

/** Makes every token check hang, as an identity provider that never answers would: no socket authenticates. */
function hangTokenChecks(testApp: Awaited<ReturnType<typeof setUp>>['testApp']): void {
  vi.spyOn(testApp.services.tokenVerifier, 'verify').mockImplementation(() => new Promise(() => {}));
}

describe.each(SOCKET_PATHS)('the websocket %s', (path) => {
  it('closes a socket whose token is not verified within the deadline with 4401, though it sends nothing', async () => {
    const { testApp, base } = await setUp();
    hangTokenChecks(testApp);
    const peer = await openPeer(base, path, 'a-token-nobody-can-check');
    const closed = await peer.closed;
    expect(closed).toMatchObject({ code: 4401, reason: 'The token was not verified in time' });
    expect(closed.afterMs).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
  });

  it('closes a socket with a forged token at once with 4401, without waiting for its first message', async () => {
    const { base } = await setUp();
    const peer = await openPeer(base, path, 'not-a-token');
    const closed = await peer.closed;
    expect(closed.code).toBe(4401);
    expect(closed.afterMs).toBeLessThan(DEADLINE_MS);
  });

  it('logs a message over the size limit from an unauthenticated peer once, as a warning without a stack', async () => {
    const { testApp, base, logs } = await setUp();
    hangTokenChecks(testApp);
    const peer = await openPeer(base, path, 'a-token-nobody-can-check');
    peer.socket.send('x'.repeat(OVERSIZE_BYTES));
    peer.socket.send('x'.repeat(OVERSIZE_BYTES));
    expect((await peer.closed).code).toBe(1009);
    const lines = logs.lines();
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ wsError: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(warnings[0]?.msg).toMatch(/Max payload size exceeded/);
    expect(JSON.stringify(warnings[0])).not.toContain('"stack"');
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

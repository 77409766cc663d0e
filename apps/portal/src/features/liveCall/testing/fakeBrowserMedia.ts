import { vi } from 'vitest';

/**
 * A signaling websocket for tests of the browser's voice legs: it records what the page sends (as parsed JSON) and
 * how the page closed it, and the test opens it, delivers server messages and ends it from the server's side.
 */
export class FakeSignalingSocket extends EventTarget {
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  closed: { code?: number; reason?: string } | null = null;
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify(message) }));
  }
  end(code: number, reason = '') {
    this.readyState = 3;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason }));
  }
}

/**
 * A peer connection for the same tests: its candidates are gathered at once, its offer is `v=0 offer`, and every
 * method is a mock to assert on; `extra` adds what a test needs beyond that (senders with DTMF, say).
 */
export function createFakePeer<Extra extends object>(extra: Extra = {} as Extra) {
  return Object.assign(new EventTarget(), {
    iceGatheringState: 'complete',
    localDescription: { sdp: 'v=0 offer' },
    addTrack: vi.fn(),
    createOffer: vi.fn(async () => ({ type: 'offer', sdp: 'v=0 offer' })),
    setLocalDescription: vi.fn(async () => {}),
    setRemoteDescription: vi.fn(async () => {}),
    close: vi.fn(),
    ...extra,
  });
}

import { describe, expect, it, vi } from 'vitest';
import {
  type LiftChannelListener,
  type LiftChannelStatus,
  LiftConferenceChannel,
  type LiftConferenceChannelOptions,
  type WebSocketLike,
} from './LiftConferenceChannel.ts';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  serverOpens() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverSends(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  serverCloses(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

function setUp(overrides: Partial<LiftConferenceChannelOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const pending: { callback: () => void; ms: number }[] = [];
  const statuses: LiftChannelStatus[] = [];
  const listener: Required<LiftChannelListener> = {
    onMessage: vi.fn(),
    onStatus: vi.fn((status) => statuses.push(status)),
    onInvalidMessage: vi.fn(),
  };
  let tokenCount = 0;
  const channel = new LiftConferenceChannel({
    url: 'ws://portal.test/lift_conference/',
    getToken: async () => `token-${++tokenCount}`,
    callId: 41,
    organizationId: 1,
    listener,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: {
      setTimeout: (callback, ms) => {
        pending.push({ callback, ms });
        return pending.length;
      },
      clearTimeout: (handle) => {
        pending.splice(Number(handle) - 1, 1);
      },
    },
    ...overrides,
  });
  const lastSocket = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { channel, sockets, pending, statuses, listener, lastSocket };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LiftConferenceChannel', () => {
  it('sends connect with the call and organization first, then what was sent while connecting, in order', async () => {
    const { channel, lastSocket, statuses } = setUp();
    channel.open();
    channel.navigate('answered');
    channel.feedback(7);
    await flush();
    expect(lastSocket().url).toBe('ws://portal.test/lift_conference/?token=token-1');
    lastSocket().serverOpens();
    channel.alternative();
    channel.hangup();
    expect(lastSocket().sent).toEqual([
      { action: 'connect', call_id: 41, organization_id: 1 },
      { action: 'message', call_id: 41, organization_id: 1, data: 'navigate:answered' },
      { action: 'message', call_id: 41, organization_id: 1, data: 'feedback:7' },
      { action: 'message', call_id: 41, organization_id: 1, data: 'alternative:alternative' },
      { action: 'message', call_id: 41, organization_id: 1, data: 'hangup' },
    ]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('hands over valid server messages, and drops and reports invalid ones without throwing', async () => {
    const { channel, lastSocket, listener } = setUp();
    channel.open();
    await flush();
    lastSocket().serverOpens();
    lastSocket().serverSends({ type: 'update_action_buttons', data: [{ action: 'answered', text: 'Answered' }] });
    lastSocket().serverSends('not json {');
    lastSocket().serverSends({ type: 'update_action_buttons', data: [{ action: 'answered' }] });
    lastSocket().serverSends({ type: 'mystery', data: 1 });
    lastSocket().serverSends({ type: 'update_active_language', data: 'es-US' });
    expect(listener.onMessage).toHaveBeenCalledTimes(2);
    expect(listener.onMessage).toHaveBeenNthCalledWith(1, {
      type: 'update_action_buttons',
      data: [{ action: 'answered', text: 'Answered' }],
    });
    expect(listener.onMessage).toHaveBeenNthCalledWith(2, { type: 'update_active_language', data: 'es-US' });
    expect(listener.onInvalidMessage).toHaveBeenCalledTimes(3);
    expect(listener.onInvalidMessage).toHaveBeenNthCalledWith(1, expect.objectContaining({ field: 'not-json' }));
    expect(listener.onInvalidMessage).toHaveBeenNthCalledWith(2, expect.objectContaining({ field: 'data.0.text' }));
    expect(channel.getStatus()).toBe('open');
  });

  it('reconnects after an unexpected close with growing delays and a new token, and connects again', async () => {
    const { channel, sockets, pending, lastSocket, statuses } = setUp({ backoff: { initialMs: 100, maxMs: 300 } });
    channel.open();
    await flush();
    lastSocket().serverCloses(1006);
    expect(pending.map((timer) => timer.ms)).toEqual([100]);
    pending.shift()?.callback();
    await flush();
    lastSocket().serverCloses(1006);
    pending.shift()?.callback();
    await flush();
    lastSocket().serverCloses(1011);
    expect(pending.map((timer) => timer.ms)).toEqual([300]);
    pending.shift()?.callback();
    await flush();
    expect(sockets.map((socket) => socket.url.split('token=')[1])).toEqual([
      'token-1',
      'token-2',
      'token-3',
      'token-4',
    ]);
    lastSocket().serverOpens();
    expect(lastSocket().sent).toEqual([{ action: 'connect', call_id: 41, organization_id: 1 }]);
    expect(statuses.at(-1)).toBe('open');
    // A successful opening starts the delays over.
    lastSocket().serverCloses(1006);
    expect(pending.map((timer) => timer.ms)).toEqual([100]);
  });

  it('gives up after the allowed attempts and when the server refuses the socket', async () => {
    const tired = setUp({ backoff: { maxAttempts: 1 } });
    tired.channel.open();
    await flush();
    tired.lastSocket().serverCloses(1006);
    tired.pending.shift()?.callback();
    await flush();
    tired.lastSocket().serverCloses(1006);
    expect(tired.channel.getStatus()).toBe('closed');
    expect(tired.pending).toEqual([]);

    const refused = setUp();
    refused.channel.open();
    await flush();
    refused.lastSocket().serverCloses(4401, 'token is required');
    expect(refused.channel.getStatus()).toBe('closed');
    expect(refused.pending).toEqual([]);
    expect(refused.listener.onStatus).toHaveBeenLastCalledWith('closed', { code: 4401, reason: 'token is required' });
  });

  it('closes itself when the leave it sent is acknowledged, and not on other acks', async () => {
    const { channel, lastSocket } = setUp();
    channel.open();
    await flush();
    lastSocket().serverOpens();
    channel.leave();
    lastSocket().serverSends({ type: 'ack', data: 'navigate:answered' });
    expect(channel.getStatus()).toBe('open');
    lastSocket().serverSends({ type: 'ack', data: 'leave' });
    expect(channel.getStatus()).toBe('closed');
    expect(lastSocket().closedWith?.code).toBe(1000);
  });

  it('sends nothing and opens nothing after close', async () => {
    const { channel, sockets, pending } = setUp();
    channel.open();
    channel.close();
    await flush();
    channel.hangup();
    expect(sockets).toEqual([]);
    expect(pending).toEqual([]);
    expect(channel.getStatus()).toBe('closed');
  });
});

import type { CreateWebSocket, WebSocketLike } from '@carecall/api-client';

/** A socket of {@link createFakeLiftServer}: the test plays the server's part on it. */
export class FakeLiftSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.readyState = 3;
  }

  /** The `data` of every `message` the portal sent. */
  sentData(): string[] {
    return this.sent.flatMap((message) =>
      typeof message === 'object' && message !== null && 'data' in message ? [String(message.data)] : [],
    );
  }

  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  push(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  end(code = 1000, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/** A live conference server in memory for unit tests and stories: every socket the portal opens is kept. */
export function createFakeLiftServer() {
  const sockets: FakeLiftSocket[] = [];
  const createSocket: CreateWebSocket = (url) => {
    const socket = new FakeLiftSocket(url);
    sockets.push(socket);
    return socket;
  };
  return {
    sockets,
    createSocket,
    get last(): FakeLiftSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('The portal has opened no live socket');
      return socket;
    },
  };
}

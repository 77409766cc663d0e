import {
  type LiftClientMessage,
  type LiftServerMessage,
  liftClientMessageSchema,
  liftServerMessageSchema,
} from '../entities/liftConferenceMessage.ts';

/** The part of the browser's `WebSocket` (or `ws` in Node) the channel uses, so tests can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Opens a socket to an address. */
export type CreateWebSocket = (url: string) => WebSocketLike;

/** Where the channel is in its life. */
export type LiftChannelStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Why an incoming message was dropped: it was not JSON, or it did not match any server message. */
export interface LiftInvalidMessageReport {
  /** `not-json` or the path of the first field that did not match (`type`, `data.0.text`, ...). */
  field: string;
  message: string;
}

/** Timers, injected so tests decide when a reconnection happens. */
export interface LiftChannelTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How long to wait before each reconnection: `initialMs`, multiplied by `factor` each time, at most `maxMs`. */
export interface LiftBackoff {
  initialMs: number;
  factor: number;
  maxMs: number;
  /** Consecutive failed attempts after which the channel gives up and closes. */
  maxAttempts: number;
}

/** The default backoff: 0.5 s, 1 s, 2 s … up to 10 s, giving up after 8 attempts in a row. */
export const DEFAULT_LIFT_BACKOFF: LiftBackoff = { initialMs: 500, factor: 2, maxMs: 10_000, maxAttempts: 8 };

/** What the channel tells its owner. */
export interface LiftChannelListener {
  onMessage?(message: LiftServerMessage): void;
  onStatus?(status: LiftChannelStatus, detail?: { code: number; reason: string }): void;
  onInvalidMessage?(report: LiftInvalidMessageReport): void;
}

/** Options of {@link LiftConferenceChannel}. */
export interface LiftConferenceChannelOptions {
  /** The socket's address without its query, e.g. `wss://portal.example/lift_conference/`. */
  url: string;
  /** A fresh token for each (re)connection (`GET /conference/user/token`). */
  getToken: () => Promise<string>;
  callId: number;
  organizationId: number;
  listener: LiftChannelListener;
  createSocket?: CreateWebSocket;
  timers?: LiftChannelTimers;
  backoff?: Partial<LiftBackoff>;
}

const OPEN = 1;
/** Close codes 4400–4499 are the server's refusals (bad token, unknown call): trying again cannot help. */
function isRefusal(code: number): boolean {
  return code >= 4400 && code < 4500;
}

function describeIssue(issues: readonly { path: readonly PropertyKey[]; message: string }[]): LiftInvalidMessageReport {
  const issue = issues[0];
  return {
    field: issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'message',
    message: issue?.message ?? 'invalid',
  };
}

/**
 * The live conference socket (`/lift_conference/?token=`) of one call, typed both ways. On every opening it sends
 * `connect` with the call and organization ids; messages sent before that wait and go out in order right after it.
 * Every incoming message is checked against the server schemas: one that does not match is dropped and reported,
 * never thrown. An unexpected close reconnects with exponential backoff and a new token; a refusal (close code
 * 4400–4499), {@link close}, or the `ack` of a `leave` ends the channel for good.
 */
export class LiftConferenceChannel {
  private socket: WebSocketLike | null = null;
  private status: LiftChannelStatus = 'idle';
  private attempts = 0;
  private retryTimer: unknown = null;
  private readonly queue: LiftClientMessage[] = [];
  private leaving = false;
  private readonly options: LiftConferenceChannelOptions;
  private readonly backoff: LiftBackoff;
  private readonly timers: LiftChannelTimers;
  private readonly createSocket: CreateWebSocket;

  constructor(options: LiftConferenceChannelOptions) {
    this.options = options;
    this.backoff = { ...DEFAULT_LIFT_BACKOFF, ...options.backoff };
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
    };
    this.createSocket = options.createSocket ?? ((url) => new globalThis.WebSocket(url) as unknown as WebSocketLike);
  }

  /** The channel's current status. */
  getStatus(): LiftChannelStatus {
    return this.status;
  }

  /** Opens the socket (once; later calls do nothing). */
  open(): void {
    if (this.status !== 'idle') return;
    this.connect();
  }

  /** Asks the bot to go on with an action (`navigate:{action}`). */
  navigate(action: string): void {
    this.send(`navigate:${action}`);
  }

  /** Sends a feedback sentence to the bot (`feedback:{id}`). */
  feedback(id: string | number): void {
    this.send(`feedback:${id}`);
  }

  /** Switches the call to the alternative questionnaire. */
  alternative(): void {
    this.send('alternative:alternative');
  }

  /** Takes the operator out of the call; the channel closes when the server acknowledges it. */
  leave(): void {
    this.leaving = true;
    this.send('leave');
  }

  /** Ends the call for everybody. */
  hangup(): void {
    this.send('hangup');
  }

  /** Closes the channel for good. */
  close(): void {
    if (this.status === 'closed') return;
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.queue.length = 0;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000, 'closed by the portal');
    }
    this.setStatus('closed', { code: 1000, reason: 'closed by the portal' });
  }

  private send(data: string): void {
    const message = liftClientMessageSchema.parse({
      action: 'message',
      call_id: this.options.callId,
      organization_id: this.options.organizationId,
      data,
    });
    if (this.status === 'closed') return;
    if (this.status === 'open' && this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
    else this.queue.push(message);
  }

  private setStatus(status: LiftChannelStatus, detail?: { code: number; reason: string }): void {
    this.status = status;
    this.options.listener.onStatus?.(status, detail);
  }

  private connect(): void {
    this.setStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    this.options
      .getToken()
      .then((token) => {
        if (this.status === 'closed') return;
        const separator = this.options.url.includes('?') ? '&' : '?';
        const socket = this.createSocket(`${this.options.url}${separator}token=${encodeURIComponent(token)}`);
        this.socket = socket;
        socket.onopen = () => this.handleOpen(socket);
        socket.onmessage = (event) => this.handleMessage(event.data);
        socket.onerror = () => {};
        socket.onclose = (event) => this.handleClose(socket, event.code, event.reason);
      })
      .catch(() => this.scheduleRetry({ code: 4401, reason: 'no token' }));
  }

  private handleOpen(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.attempts = 0;
    const connect = liftClientMessageSchema.parse({
      action: 'connect',
      call_id: this.options.callId,
      organization_id: this.options.organizationId,
    });
    socket.send(JSON.stringify(connect));
    for (const message of this.queue.splice(0)) socket.send(JSON.stringify(message));
    this.setStatus('open');
  }

  private handleMessage(data: unknown): void {
    let json: unknown;
    try {
      json = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      this.options.listener.onInvalidMessage?.({ field: 'not-json', message: 'The message is not JSON' });
      return;
    }
    const result = liftServerMessageSchema.safeParse(json);
    if (!result.success) {
      this.options.listener.onInvalidMessage?.(describeIssue(result.error.issues));
      return;
    }
    const message = result.data;
    this.options.listener.onMessage?.(message);
    if (message.type === 'ack' && message.data === 'leave' && this.leaving) this.close();
  }

  private handleClose(socket: WebSocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    if (isRefusal(code)) {
      this.queue.length = 0;
      this.setStatus('closed', { code, reason });
      return;
    }
    this.scheduleRetry({ code, reason });
  }

  private scheduleRetry(detail: { code: number; reason: string }): void {
    if (this.status === 'closed') return;
    if (this.attempts >= this.backoff.maxAttempts) {
      this.queue.length = 0;
      this.setStatus('closed', detail);
      return;
    }
    const delay = Math.min(this.backoff.maxMs, this.backoff.initialMs * this.backoff.factor ** this.attempts);
    this.attempts += 1;
    this.setStatus('reconnecting', detail);
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }
}

import { getBaseUrl } from './baseUrl.ts';

/** One message of `GET /dev/outbox`. */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  code: string | null;
  sentAt: string;
}

/** Options of {@link readLatestCode}. */
export interface ReadLatestCodeOptions {
  /** Only a message with a larger id counts: the code sent after this one (see {@link readLatestOutboxId}). */
  newerThan?: number;
  timeoutMs?: number;
}

/** The demo outbox, newest first, optionally for one recipient. */
export async function readOutbox(recipient?: string): Promise<OutboxMessage[]> {
  const url = new URL('/dev/outbox', getBaseUrl());
  if (recipient) url.searchParams.set('recipient', recipient);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return (await response.json()) as OutboxMessage[];
}

/** The id of the newest message in the outbox (0 when empty), to wait for a message sent after this moment. */
export async function readLatestOutboxId(recipient?: string): Promise<number> {
  const [latest] = await readOutbox(recipient);
  return latest?.id ?? 0;
}

/**
 * Waits for the newest one-time code sent to `recipient` (`+1-2025550101` or an e-mail address) and answers it.
 * The demo server "sends" codes into `/dev/outbox`, which is the only way a browser test can receive one; it polls
 * because the portal asks for the code asynchronously.
 */
export async function readLatestCode(recipient: string, options: ReadLatestCodeOptions = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const newerThan = options.newerThan ?? 0;
  for (;;) {
    const [latest] = await readOutbox(recipient);
    if (latest?.code && latest.id > newerThan) return latest.code;
    if (Date.now() > deadline) throw new Error(`no code reached ${recipient} in the demo outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

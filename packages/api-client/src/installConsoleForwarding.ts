import { sessionLog } from './contract/session.ts';
import type { ApiClient } from './createApiClient.ts';

/** The console levels forwarded to the logging endpoint. */
export const FORWARDED_CONSOLE_LEVELS = ['info', 'debug', 'error'] as const;
type ForwardedLevel = (typeof FORWARDED_CONSOLE_LEVELS)[number];

/** The part of a console that forwarding wraps. */
export type ConsoleLike = Record<ForwardedLevel, (...args: unknown[]) => void>;

const MAX_MESSAGE_LENGTH = 10_000;

function formatArgument(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Joins console arguments into one line of text, as the logging endpoint stores it. */
export function formatConsoleMessage(args: readonly unknown[]): string {
  const message = args.map(formatArgument).join(' ');
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : message;
}

/**
 * Forwards the console's info, debug and error output to `POST /user/logger` once a token exists, so problems seen
 * in users' browsers reach the server. Messages logged before sign-in stay local. The forwarding call is silent and
 * its failures are swallowed, so a failing logger never logs (and forwards) again. Returns the uninstaller.
 */
export function installConsoleForwarding(
  target: ConsoleLike,
  client: Pick<ApiClient, 'call' | 'getAccessToken'>,
): () => void {
  const originals = new Map<ForwardedLevel, ConsoleLike[ForwardedLevel]>();
  let inConsoleCall = false;

  async function forward(level: ForwardedLevel, args: readonly unknown[]): Promise<void> {
    const token = await client.getAccessToken().catch(() => null);
    if (!token) return;
    await client.call(sessionLog, { body: { level, message: formatConsoleMessage(args) } }, { silent: true });
  }

  for (const level of FORWARDED_CONSOLE_LEVELS) {
    const original = target[level];
    originals.set(level, original);
    target[level] = (...args: unknown[]) => {
      original.apply(target, args);
      // A console call made while forwarding starts (by the token provider, say) is not forwarded again.
      if (inConsoleCall) return;
      inConsoleCall = true;
      try {
        forward(level, args).catch(() => undefined);
      } finally {
        inConsoleCall = false;
      }
    };
  }

  return () => {
    for (const [level, original] of originals) target[level] = original;
  };
}

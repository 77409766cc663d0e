import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { describeLoggedError, type LoggedError, serializeLoggedError } from './serializeLoggedError.ts';

/**
 * Query parameters whose values say nothing about a person or a secret (paging, ordering, fixed formats, cache
 * busters): the only ones whose values logs show. Every other parameter, a free-text search (`search`, `query`),
 * an address (`recipient`), a token or an OAuth code, is logged by its name alone.
 */
const LOGGED_VALUE_PARAMETERS = new Set(['limit', 'offset', 'page', 'pagesize', 'order', 'format', 't']);

const REDACTED = '[redacted]';

/**
 * A URL as logs may show it: the path, and the query's parameter names with the values of all but
 * `LOGGED_VALUE_PARAMETERS` replaced, so a client's name typed into a search never reaches a log.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (!LOGGED_VALUE_PARAMETERS.has(key.toLowerCase())) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

function redactLoggedUrl(value: unknown): unknown {
  return typeof value === 'string' ? redactUrl(value) : value;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

/**
 * pino takes an error's message as the line's `msg` when none is given (`log.error(error)`, `log.error({ err })`);
 * for a failed query that message lists the query's values, so the line gets the serialized message instead.
 */
function logMethod(this: unknown, args: unknown[], method: (this: unknown, ...args: unknown[]) => void): void {
  const [first, second] = args;
  if (first instanceof Error) {
    method.apply(this, [
      { err: first },
      ...(typeof second === 'string' ? args.slice(1) : [describeLoggedError(first)]),
    ]);
    return;
  }
  const err = (first as { err?: unknown } | null)?.err;
  if (typeof first === 'object' && err instanceof Error && typeof second !== 'string') {
    method.apply(this, [first, describeLoggedError(err), ...args.slice(1)]);
    return;
  }
  method.apply(this, args);
}

/**
 * Logger settings that keep secrets and client data out of the logs: authorization headers, cookies, passwords and
 * one-time codes are redacted wherever they appear in a logged object, URLs keep only their path, query parameter
 * names and the values of paging parameters (`redactUrl`), and every `err` is serialized without the values a database query carried (`serializeLoggedError`).
 */
export function createLoggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.code',
        '*.access_token',
        '*.refresh_token',
        '*.id_token',
        '*.passwordHash',
        '*.codeHash',
        'password',
        'code',
      ],
      censor: REDACTED,
    },
    hooks: { logMethod },
    serializers: {
      err: (error: Error) => serializeLoggedError(error) as LoggedError & { stack: string },
      req(request: LoggedRequest) {
        return { id: request.id, method: request.method, url: redactUrl(request.url ?? ''), ip: request.ip };
      },
      // Plugins log a raw request's address under their own keys (the websocket plugin's `path` for a socket with no
      // handler), where a socket's `?token=` would otherwise reach the log.
      path: redactLoggedUrl,
      url: redactLoggedUrl,
    },
  };
}

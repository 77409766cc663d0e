import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { redactSecrets } from '../http/redactSecrets.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';

/** The longest portal message kept in the log; the rest is cut and its length noted. */
const MAX_LOGGED_CHARACTERS = 2_000;

/** Portal console levels and the server log level each is written at: a browser error is not a server failure. */
const LOG_LEVELS = { info: 'info', debug: 'debug', error: 'warn' } as const;

/**
 * `POST /api/user/logger`: the portal's forwarded console output, written to the server log with the user and device
 * (`source: 'portal'`), secrets redacted and cut to 2,000 characters. Reachable before the second factor, so the
 * second-factor screens can report problems too.
 */
export function registerSessionLog(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.sessionLog, ({ body }, { requireAuth, request }) => {
    const { user, deviceId } = requireAuth();
    const redacted = redactSecrets(body.message);
    const message =
      redacted.length > MAX_LOGGED_CHARACTERS
        ? `${redacted.slice(0, MAX_LOGGED_CHARACTERS)}… [${redacted.length - MAX_LOGGED_CHARACTERS} more characters]`
        : redacted;
    request.log[LOG_LEVELS[body.level]](
      { source: 'portal', userId: user.id, deviceId, portalLevel: body.level },
      message,
    );
    return { ok: true as const };
  });
}

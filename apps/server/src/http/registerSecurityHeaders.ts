import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Runs helmet once against a recording response and keeps the headers it sets: they never depend on the request. */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Browser features the portal may use: the microphone and sound output for calls, on its own origin only; every other
 * powerful feature is off, for the portal and for anything it might ever embed.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * Sends helmet's security headers and the permissions policy on every answer. They are computed once at start: the
 * Fastify plugin rebuilds helmet (and re-parses the content security policy) on every request, which cost a tenth of
 * the server's time on the hottest calls.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...computeSecurityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

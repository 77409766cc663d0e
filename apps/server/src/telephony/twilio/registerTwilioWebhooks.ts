import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import {
  TWILIO_MEDIA_STREAM_PATH,
  TWILIO_WEBHOOK_PATHS,
  type TwilioTelephony,
  type TwilioWebhook,
  toWebSocketUrl,
} from './createTwilioTelephony.ts';

/**
 * Twilio's webhooks: form-encoded POSTs, each checked against `X-Twilio-Signature` over the public URL Twilio
 * requested (the configured public origin plus the path and query, since a proxy may rewrite the host) before
 * anything is read. A bad signature answers 403 with a JSON body and changes nothing. The bot's media stream is a
 * websocket whose handshake Twilio signs the same way over the public `wss:` address; a bad one is closed with 4403
 * and a reason (the websocket plugin must be registered on the app).
 */
export async function registerTwilioWebhooks(
  app: FastifyInstance,
  telephony: TwilioTelephony,
  publicUrl: string,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    for (const [kind, path] of Object.entries(TWILIO_WEBHOOK_PATHS) as [TwilioWebhook, string][]) {
      // Twilio's callbacks, not part of the API clients use: kept out of the OpenAPI document.
      scope.post(path, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
        const params: Record<string, string> = {};
        for (const [key, value] of Object.entries((request.body ?? {}) as Record<string, unknown>)) {
          if (typeof value === 'string') params[key] = value;
        }
        const signature = request.headers['x-twilio-signature'];
        const result = await telephony.handleWebhook(kind, {
          url: `${publicUrl}${request.url}`,
          params,
          signature: typeof signature === 'string' ? signature : undefined,
        });
        if (result.status === 'forbidden') {
          return reply.code(403).send({ code: 'INVALID_SIGNATURE', message: 'X-Twilio-Signature does not match' });
        }
        if (result.twiml) return reply.type('text/xml').send(result.twiml);
        return reply.code(204).send();
      });
    }
    scope.get(
      TWILIO_MEDIA_STREAM_PATH,
      { websocket: true, logLevel: 'warn', schema: { hide: true } },
      (socket, request) => {
        const signature = request.headers['x-twilio-signature'];
        telephony.acceptMediaStream(socket, {
          url: `${toWebSocketUrl(publicUrl)}${request.url}`,
          signature: typeof signature === 'string' ? signature : undefined,
        });
      },
    );
  });
}

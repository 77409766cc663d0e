import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { formatSpeechUrl } from '../../speech/formatSpeechUrl.ts';

/** `POST /bot/speech/feedback`: the address of a feedback sentence spoken in a language (see `formatSpeechUrl`). */
export function registerSpeechFeedback(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.speechFeedback, ({ body }, { services }) => ({
    url: formatSpeechUrl(services.config.publicUrl, body.language, body.text),
  }));
}

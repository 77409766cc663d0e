import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { prepareSpeechUrl } from '../../speech/prepareSpeechUrl.ts';

/** `POST /bot/speech/feedback`: the address of a feedback sentence spoken in a language (see `formatSpeechUrl`). */
export function registerSpeechFeedback(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.speechFeedback, async ({ body }, { services, request }) => ({
    url: await prepareSpeechUrl({ ...services, log: request.log }, body.language, body.text),
  }));
}

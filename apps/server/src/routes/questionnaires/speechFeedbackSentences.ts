import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { FEEDBACK_SENTENCES } from '../../speech/FEEDBACK_SENTENCES.ts';

/** `GET /bot/feedbackSentences`: the active feedback sentences, optionally of one language. */
export function registerSpeechFeedbackSentences(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.speechFeedbackSentences, ({ query }) => ({
    feedbackSentences: FEEDBACK_SENTENCES.filter(
      (sentence) => sentence.is_active && (query.language === undefined || sentence.language === query.language),
    ),
  }));
}

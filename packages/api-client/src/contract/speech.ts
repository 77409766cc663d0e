import { questionnaireLanguageSchema } from '@carecall/graph-core';
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { feedbackButtonSchema } from '../entities/feedbackButton.ts';
import { idSchema } from '../entities/id.ts';

/** Which vertex of which questionnaire to voice; with a client, its `{parameters}` are filled in. */
const vertexAudioBodySchema = z.object({
  questionnaireId: idSchema,
  vertex: z.string().min(1),
  patientId: idSchema.optional(),
});

/** The feedback sentences an operator can send during a live call. */
export const speechFeedbackSentences = defineEndpoint({
  id: 'speechFeedbackSentences',
  service: 'bot',
  method: 'GET',
  path: '/feedbackSentences',
  summary: 'List the feedback sentences (optionally of one language)',
  auth: 'user',
  query: z.object({ language: questionnaireLanguageSchema.optional() }),
  response: z.looseObject({ feedbackSentences: z.array(feedbackButtonSchema) }),
});

/** Voices a feedback sentence so the operator can hear it. */
export const speechFeedback = defineEndpoint({
  id: 'speechFeedback',
  service: 'bot',
  method: 'POST',
  path: '/speech/feedback',
  summary: 'Synthesize a feedback sentence; answers the audio url',
  auth: 'user',
  body: z.object({ text: z.string().trim().min(1).max(470), language: questionnaireLanguageSchema }),
  response: z.looseObject({ url: z.string() }),
});

/** Voices the question of an ask vertex. */
export const speechQuestion = defineEndpoint({
  id: 'speechQuestion',
  service: 'bot',
  method: 'POST',
  path: '/speech/question',
  summary: 'Synthesize the question of a vertex; answers the audio url',
  auth: 'user',
  body: vertexAudioBodySchema,
  response: z.looseObject({ url: z.string() }),
});

/** Voices every text of a vertex (question, unknown text, validation request and wait messages). */
export const speechVertex = defineEndpoint({
  id: 'speechVertex',
  service: 'bot',
  method: 'POST',
  path: '/speech/vertex',
  summary: 'Synthesize every text of a vertex; answers urlsMap',
  auth: 'user',
  body: vertexAudioBodySchema,
  response: z.looseObject({
    urlsMap: z.looseObject({
      requestMessage: z.string().optional(),
      waitMessage: z.string().optional(),
      question: z.string().optional(),
      unknownText: z.string().optional(),
    }),
  }),
});

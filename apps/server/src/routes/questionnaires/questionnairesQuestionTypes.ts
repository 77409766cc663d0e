import { endpoints } from '@carecall/api-client';
import { ASK_TYPE_OPTIONS, askTypeSchema } from '@carecall/graph-core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** `GET /bot/questionTypes`: the ask types and their fixed answers, from graph-core so editor and server agree. */
export function registerQuestionnairesQuestionTypes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.questionnairesQuestionTypes, () => ({
    questionTypes: askTypeSchema.options.map((type) => ({
      type,
      options: type === 'multi_branch' ? [] : [...ASK_TYPE_OPTIONS[type]],
    })),
  }));
}

import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { saveCallAnswers } from '../../calls/saveCallAnswers.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** `POST /api/user/patient/{id}/call/{callId}/questions`: the first submit of a call's post-call answers. */
export function registerCallQuestionsCreate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callQuestionsCreate, ({ params, body }, context) =>
    saveCallAnswers(context, params, body.questionnaire, 'create'),
  );
}

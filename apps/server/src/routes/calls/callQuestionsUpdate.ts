import { endpoints } from '@carecall/api-client';
import type { FastifyInstance } from 'fastify';
import { saveCallAnswers } from '../../calls/saveCallAnswers.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';

/** `PUT /api/user/patient/{id}/call/{callId}/questions`: replaces a call's post-call answers once they exist. */
export function registerCallQuestionsUpdate(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callQuestionsUpdate, ({ params, body }, context) =>
    saveCallAnswers(context, params, body.questionnaire, 'replace'),
  );
}

import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { idParamSchema } from '../entities/id.ts';
import { answerSchema, questionSchema } from '../entities/question.ts';

const params = z.object({ patientId: idParamSchema, callId: idParamSchema });
const answersBodySchema = z.object({ questionnaire: z.array(answerSchema) });
const answersResponseSchema = z.looseObject({ questionnaire: z.array(answerSchema) });

/** The post-call questions and the answers given so far. */
export const callQuestionsGet = defineEndpoint({
  id: 'callQuestionsGet',
  service: 'therapy',
  method: 'GET',
  path: '/user/patient/:patientId/call/:callId/questions',
  summary: 'Read the post-call questions of a call and its answers',
  auth: 'user',
  params,
  response: z.looseObject({ questions: z.array(questionSchema), answers: z.array(answerSchema) }),
});

/** Submits the post-call answers the first time. */
export const callQuestionsCreate = defineEndpoint({
  id: 'callQuestionsCreate',
  service: 'therapy',
  method: 'POST',
  path: '/user/patient/:patientId/call/:callId/questions',
  summary: 'Submit the post-call answers of a call (first time)',
  auth: 'user',
  params,
  body: answersBodySchema,
  response: answersResponseSchema,
});

/** Replaces the post-call answers once they exist. */
export const callQuestionsUpdate = defineEndpoint({
  id: 'callQuestionsUpdate',
  service: 'therapy',
  method: 'PUT',
  path: '/user/patient/:patientId/call/:callId/questions',
  summary: 'Replace the post-call answers of a call',
  auth: 'user',
  params,
  body: answersBodySchema,
  response: answersResponseSchema,
});

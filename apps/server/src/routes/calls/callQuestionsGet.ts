import { endpoints } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadCallQuestions, toQuestion } from '../../calls/loadCallQuestions.ts';
import { requirePatientCall } from '../../calls/requirePatientCall.ts';
import { callAnswers } from '../../db/schema/index.ts';
import { registerEndpoint } from '../../http/registerEndpoint.ts';
import { getPatientScope } from '../../patients/PatientScope.ts';
import { recordPatientAudit } from '../../patients/recordPatientAudit.ts';

/**
 * `GET /api/user/patient/{id}/call/{callId}/questions`: the organization's post-call questions and the answers given
 * for this call so far (none before the first submit). 404 for a client or call of another organization.
 */
export function registerCallQuestionsGet(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.callQuestionsGet, async ({ params }, context) => {
    const scope = getPatientScope(context);
    const { db } = context.services;
    const { patient, call } = await requirePatientCall(db, scope.organizationId, params);
    const [questions, [answers]] = await Promise.all([
      loadCallQuestions(db, scope.organizationId),
      db.select().from(callAnswers).where(eq(callAnswers.callId, call.id)),
    ]);
    await recordPatientAudit(db, scope, 'client_call_questions_read', patient.id, { callId: call.id });
    return { questions: questions.map(toQuestion), answers: answers?.answers ?? [] };
  });
}

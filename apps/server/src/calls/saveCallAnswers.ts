import type { Answer } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import { callAnswers } from '../db/schema/index.ts';
import { withTransaction } from '../db/withTransaction.ts';
import { HttpError } from '../http/HttpError.ts';
import type { EndpointContext } from '../http/registerEndpoint.ts';
import { createValidationError } from '../patients/createValidationError.ts';
import { getPatientScope } from '../patients/PatientScope.ts';
import { recordPatientAudit } from '../patients/recordPatientAudit.ts';
import { checkCallAnswers } from './checkCallAnswers.ts';
import { loadCallQuestions } from './loadCallQuestions.ts';
import { requirePatientCall } from './requirePatientCall.ts';

/**
 * Stores a call's post-call answers for both answer routes: `create` (POST) only when none exist yet (409
 * `ANSWERS_EXIST` otherwise, so a second first-time submit cannot silently replace the first), `replace` (PUT) only
 * when they do (404 `NOT_FOUND` otherwise). Answers are checked against the organization's questions (400 naming each
 * bad answer). The call row is locked, so two first submits queue and the second is refused.
 */
export async function saveCallAnswers(
  context: EndpointContext,
  target: { patientId: number; callId: number },
  answers: Answer[],
  mode: 'create' | 'replace',
): Promise<{ questionnaire: Answer[] }> {
  const scope = getPatientScope(context);
  return withTransaction(context.services.db, async (tx) => {
    const { patient, call } = await requirePatientCall(tx, scope.organizationId, target, { forUpdate: true });
    const problems = checkCallAnswers(answers, await loadCallQuestions(tx, scope.organizationId));
    if (problems.length > 0) throw createValidationError(problems);
    const [existing] = await tx.select().from(callAnswers).where(eq(callAnswers.callId, call.id));
    if (mode === 'create' && existing)
      throw new HttpError(409, 'ANSWERS_EXIST', 'This call was answered already: replace the answers instead');
    if (mode === 'replace' && !existing)
      throw new HttpError(404, 'NOT_FOUND', 'This call has no answers yet: submit them first');
    if (existing) {
      await tx
        .update(callAnswers)
        .set({ answers, updatedBy: scope.userId, updatedAt: scope.requestedAt })
        .where(eq(callAnswers.callId, call.id));
    } else {
      await tx.insert(callAnswers).values({
        callId: call.id,
        organizationId: scope.organizationId,
        answers,
        updatedBy: scope.userId,
        dateCreated: scope.requestedAt,
        updatedAt: scope.requestedAt,
      });
    }
    await recordPatientAudit(
      tx,
      scope,
      mode === 'create' ? 'client_call_answers_created' : 'client_call_answers_updated',
      patient.id,
      { callId: call.id, count: answers.length },
    );
    return { questionnaire: answers };
  });
}

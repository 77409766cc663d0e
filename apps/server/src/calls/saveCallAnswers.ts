import { type Answer, isBotAnswer, isQuestionAnswer } from '@carecall/api-client';
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
 * Stores a call's answers for both answer routes: `create` (POST) only when no post-call answers exist yet (409
 * `ANSWERS_EXIST` otherwise, so a second first-time submit cannot silently replace the first), `replace` (PUT) only
 * when the call has answers (404 `NOT_FOUND` otherwise). Post-call answers are checked against the organization's
 * questions and replace those stored; answers the bot recorded stay as recorded (question, what was heard, vertex)
 * and take only a corrected `answer` from the submission, and one left out of it is kept, so a submission of the
 * post-call questions alone never drops what the bot heard (400 naming each bad answer). Only the known fields of
 * each answer are stored. The call row is locked, so two first submits queue and the second is refused, and the
 * bot's answers arriving during the call queue behind a submission.
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
    const [existing] = await tx.select().from(callAnswers).where(eq(callAnswers.callId, call.id));
    const storedBot = (existing?.answers ?? []).filter(isBotAnswer);
    const problems = checkCallAnswers(answers, await loadCallQuestions(tx, scope.organizationId), storedBot);
    if (problems.length > 0) throw createValidationError(problems);
    if (mode === 'create' && existing?.answers.some(isQuestionAnswer))
      throw new HttpError(409, 'ANSWERS_EXIST', 'This call was answered already: replace the answers instead');
    if (mode === 'replace' && !existing)
      throw new HttpError(404, 'NOT_FOUND', 'This call has no answers yet: submit them first');
    const corrections = new Map(answers.filter(isBotAnswer).map((answer) => [answer.id, answer.answer]));
    const stored: Answer[] = [
      ...answers.filter(isQuestionAnswer).map(({ questionId, answer }) => ({ questionId, answer })),
      ...storedBot.map((answer) => {
        const corrected = corrections.get(answer.id);
        return corrected === undefined ? answer : { ...answer, answer: corrected };
      }),
    ];
    if (existing) {
      await tx
        .update(callAnswers)
        .set({ answers: stored, updatedBy: scope.userId, updatedAt: scope.requestedAt })
        .where(eq(callAnswers.callId, call.id));
    } else {
      await tx.insert(callAnswers).values({
        callId: call.id,
        organizationId: scope.organizationId,
        answers: stored,
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
      { callId: call.id, count: answers.length, botCorrections: corrections.size },
    );
    return { questionnaire: stored };
  });
}

import { type Answer, type BotAnswer, isBotAnswer } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import type { CallRunAnswer } from '../db/schema/callRuns.ts';
import { callAnswers, calls } from '../db/schema/index.ts';

/** A bot answer as the call's answers keep it, named `id` within the call. */
export function toBotAnswer(answer: CallRunAnswer, id: string): BotAnswer {
  return {
    source: 'bot',
    id,
    questionnaireId: answer.questionnaireId,
    vertex: answer.vertex,
    name: answer.name,
    question: answer.question ?? null,
    answer: answer.value,
    heard: answer.heard ?? '',
    input: answer.input,
    atMs: Math.max(0, Math.round(answer.atMs)),
  };
}

/**
 * Adds answers the bot recorded to the call's answers (`call_answers`, the record staff answer and correct on the
 * call page), after those stored, named `bot-1`, `bot-2`… in the order recorded. The call row is locked first, as
 * the answer routes lock it, so a staff member's submission and the bot's answer queue rather than one losing the
 * other. Runs inside the caller's transaction; creates the answers (authored by nobody) when the call has none yet.
 */
export async function recordBotAnswers(
  tx: Db,
  call: { callId: number; organizationId: number },
  answers: readonly CallRunAnswer[],
  at: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await tx.select({ id: calls.id }).from(calls).where(eq(calls.id, call.callId)).for('update');
  const [existing] = await tx
    .select({ answers: callAnswers.answers })
    .from(callAnswers)
    .where(eq(callAnswers.callId, call.callId));
  const stored: Answer[] = existing?.answers ?? [];
  const recorded = stored.filter(isBotAnswer).length;
  const added = answers.map((answer, index) => toBotAnswer(answer, `bot-${recorded + index + 1}`));
  if (existing) {
    await tx
      .update(callAnswers)
      .set({ answers: [...stored, ...added], updatedAt: at })
      .where(eq(callAnswers.callId, call.callId));
  } else {
    await tx.insert(callAnswers).values({
      callId: call.callId,
      organizationId: call.organizationId,
      answers: added,
      updatedBy: null,
      dateCreated: at,
      updatedAt: at,
    });
  }
}

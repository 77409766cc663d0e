import type { Question } from '@carecall/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { callQuestions } from '../db/schema/index.ts';
import type { CallQuestionRow } from './checkCallAnswers.ts';

/** The organization's active post-call questions, in the order they are asked. */
export function loadCallQuestions(db: Db, organizationId: number): Promise<CallQuestionRow[]> {
  return db
    .select()
    .from(callQuestions)
    .where(and(eq(callQuestions.organizationId, organizationId), eq(callQuestions.active, true)))
    .orderBy(asc(callQuestions.position), asc(callQuestions.id));
}

/** A stored question as the questions answer gives it (the contract keeps the backend's `isCustomaizable`). */
export function toQuestion(row: CallQuestionRow): Question {
  return {
    id: row.id,
    questionBody: row.questionBody,
    type: row.type,
    options: row.options,
    isCustomaizable: row.isCustomizable,
    clientConditions: row.clientConditions,
  };
}

import type { Questionnaire } from '@carecall/graph-core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { questionnaires } from '../db/schema/index.ts';

/** A stored questionnaire's document, as bot calls run it; throws when it is gone. */
export async function loadStoredQuestionnaire(db: Db, questionnaireId: number): Promise<Questionnaire> {
  const [row] = await db
    .select({ document: questionnaires.document })
    .from(questionnaires)
    .where(eq(questionnaires.id, questionnaireId));
  if (!row) throw new Error(`questionnaire ${questionnaireId} is gone`);
  return row.document;
}

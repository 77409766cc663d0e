import { and, eq, inArray } from 'drizzle-orm';
import { isDatabaseId } from '../db/isDatabaseId.ts';
import type { Db } from '../db/openDatabase.ts';
import { questionnaires } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { listQuestionnaireOwnerIds } from './listQuestionnaireOwnerIds.ts';

/** A stored questionnaire row. */
export type QuestionnaireRow = typeof questionnaires.$inferSelect;

/** The error for a questionnaire that does not exist or that the organization may not see: the two look the same. */
export function questionnaireNotFound(id: number): HttpError {
  return new HttpError(404, 'QUESTIONNAIRE_NOT_FOUND', `Questionnaire ${id} was not found`);
}

/**
 * Loads a questionnaire the organization may read (its own or an ancestor's), or answers 404: an unrelated
 * organization's questionnaire is indistinguishable from a missing one, so ids reveal nothing.
 */
export async function loadVisibleQuestionnaire(db: Db, id: number, organizationId: number): Promise<QuestionnaireRow> {
  if (!isDatabaseId(id)) throw questionnaireNotFound(id);
  const ownerIds = await listQuestionnaireOwnerIds(db, organizationId);
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.id, id), inArray(questionnaires.organizationId, ownerIds)));
  if (!row) throw questionnaireNotFound(id);
  return row;
}

import { checkQuestionnaireSave, type Questionnaire } from '@carecall/graph-core';
import type { Db } from '../db/openDatabase.ts';
import { parameterKeys } from '../db/schema/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { findQuestionnaireReferenceIssues } from './findQuestionnaireReferenceIssues.ts';

function describeFirst(what: string, messages: string[]): string {
  const [first] = messages;
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more)` : '';
  return `The questionnaire cannot be saved: ${first ?? what}${more}`;
}

/**
 * Everything a questionnaire must pass before it is stored: graph-core's save rule (`checkQuestionnaireSave`, the
 * one `carecall questionnaires upload` applies: the schema, then no lint error with the organization's known
 * parameter keys, read, linted and prepared in one walk) — refused with 400 `QUESTIONNAIRE_INVALID` and the
 * diagnostics that refuse it — then its references (400 `QUESTIONNAIRE_REFERENCE_INVALID`). Answers the prepared
 * document to store.
 */
export async function checkQuestionnaireForSave(
  db: Db,
  options: { document: unknown; ownerId: number; questionnaireId: number | null; current?: Questionnaire | undefined },
): Promise<Questionnaire> {
  const knownParameters = (await db.select({ key: parameterKeys.key }).from(parameterKeys)).map((row) => row.key);
  const checked = checkQuestionnaireSave(options.document, { knownParameters });
  if (!checked.ok) {
    throw new HttpError(
      400,
      'QUESTIONNAIRE_INVALID',
      describeFirst(
        checked.schema ? 'it does not match the questionnaire format' : 'it has errors',
        checked.errors.map((d) => d.message),
      ),
      { diagnostics: checked.errors },
    );
  }
  const references = await findQuestionnaireReferenceIssues(db, {
    document: checked.prepared,
    ownerId: options.ownerId,
    questionnaireId: options.questionnaireId,
    current: options.current,
  });
  if (references.length > 0) {
    throw new HttpError(
      400,
      'QUESTIONNAIRE_REFERENCE_INVALID',
      describeFirst(
        'it refers to something unavailable',
        references.map((r) => r.message),
      ),
      { references },
    );
  }
  return checked.prepared;
}

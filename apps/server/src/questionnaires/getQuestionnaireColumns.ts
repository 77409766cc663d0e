import { isFrame, type Questionnaire } from '@carecall/graph-core';
import type { questionnaires } from '../db/schema/index.ts';

/** The metadata columns a stored document determines. */
export type QuestionnaireColumns = Pick<
  typeof questionnaires.$inferInsert,
  | 'name'
  | 'type'
  | 'language'
  | 'isMultipleLanguages'
  | 'isSubQuestionnaire'
  | 'isFrame'
  | 'shadowQuestionnaireId'
  | 'archive'
>;

/** The list columns of a document, derived in one place so they can never disagree with the stored graph. */
export function getQuestionnaireColumns(document: Questionnaire): QuestionnaireColumns {
  return {
    name: document.questionnaire_name,
    type: document.type,
    language: document.language,
    isMultipleLanguages: document.is_multiple_languages,
    isSubQuestionnaire: document.isSubQuestionnaire,
    isFrame: isFrame(document),
    shadowQuestionnaireId: document.shadow_questionnaire_id,
    archive: document.archive,
  };
}

import { NEW_QUESTIONNAIRE_ID } from '../questionnaire.ts';
import { compareQuestionnaireNames } from './compareQuestionnaireNames.ts';
import type { QuestionnaireListItem } from './questionnaireListItem.ts';

/** What a questionnaire must expose to be offered to an embedded vertex. */
export type EmbeddedCandidate = Pick<
  QuestionnaireListItem,
  'id' | 'name' | 'type' | 'is_sub_questionnaire' | 'archive'
>;

/**
 * The questionnaires an embedded vertex may run: sub-questionnaires and embedded-type questionnaires
 * that are saved, not archived (an archived one cannot be attached until restored) and not the one being edited,
 * which would embed itself. Sorted like the tree menu.
 */
export function getEmbeddedCandidates<T extends EmbeddedCandidate>(list: readonly T[], current: { id: number }): T[] {
  return list
    .filter(
      (item) =>
        (item.is_sub_questionnaire || item.type === 'embedded') &&
        !item.archive &&
        item.id !== current.id &&
        item.id !== NEW_QUESTIONNAIRE_ID,
    )
    .sort(compareQuestionnaireNames);
}

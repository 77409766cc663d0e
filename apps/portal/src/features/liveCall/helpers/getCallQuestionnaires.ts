import type { QuestionnaireListEntry } from '@carecall/api-client';

/**
 * The questionnaires offered for a call: not sub-questionnaires, not archived, in the client's language or
 * multi-language. A client with no language chosen is offered every language, so the operator decides.
 */
export function getCallQuestionnaires(
  list: readonly QuestionnaireListEntry[],
  clientLanguage: string | null | undefined,
): QuestionnaireListEntry[] {
  const language = clientLanguage && clientLanguage !== 'none' ? clientLanguage : null;
  return list
    .filter((entry) => !entry.is_sub_questionnaire && !entry.archive)
    .filter((entry) => language === null || entry.is_multiple_languages || entry.language === language)
    .sort((a, b) => a.name.localeCompare(b.name));
}

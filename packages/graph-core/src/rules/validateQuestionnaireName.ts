import type { RuleIssue } from './ruleIssue.ts';

/** What can be wrong with a questionnaire name. */
export type QuestionnaireNameIssueCode = 'invalid-questionnaire-name';

/** A problem of the name entered in the add-questionnaire prompt. */
export type QuestionnaireNameIssue = RuleIssue<QuestionnaireNameIssueCode>;

/**
 * Checks the name entered when adding a questionnaire: it is required and must not be blank, so the
 * prompt can refuse it with the specification's 'invalid questionnaire name'.
 */
export function validateQuestionnaireName(name: string | null | undefined): QuestionnaireNameIssue[] {
  if (name !== null && name !== undefined && name.trim() !== '') return [];
  return [{ code: 'invalid-questionnaire-name', field: 'questionnaire_name', message: 'invalid questionnaire name' }];
}

import type { QuestionnaireAccess, QuestionnairePermission } from '@carecall/graph-core';
import { HttpError } from '../http/HttpError.ts';
import type { QuestionnaireRow } from './loadVisibleQuestionnaire.ts';

const REFUSALS = {
  'owned-by-parent': [403, 'QUESTIONNAIRE_READ_ONLY', 'This questionnaire belongs to another organization'],
  archived: [409, 'QUESTIONNAIRE_ARCHIVED', 'This questionnaire is archived: restore it first'],
  'not-archived': [409, 'QUESTIONNAIRE_NOT_ARCHIVED', 'Only an archived questionnaire can be deleted or restored'],
  unsaved: [409, 'QUESTIONNAIRE_UNSAVED', 'Save the questionnaire first'],
  'sub-questionnaire': [
    409,
    'QUESTIONNAIRE_NOT_CALLABLE',
    'A sub-questionnaire runs inside a frame and cannot be called',
  ],
} as const;

/**
 * Applies one of graph-core's lifecycle rules (`canEditQuestionnaire`, `canArchiveQuestionnaire`, ...) to a stored
 * questionnaire for the acting organization, so the server refuses exactly what the editor disables, with a code
 * per reason.
 */
export function assertQuestionnairePermission(
  rule: (access: QuestionnaireAccess) => QuestionnairePermission,
  row: QuestionnaireRow,
  organizationId: number,
): void {
  const permission = rule({
    questionnaire: {
      id: row.id,
      archive: row.archive,
      organization_id: row.organizationId,
      isSubQuestionnaire: row.isSubQuestionnaire,
    },
    selectedOrganizationId: organizationId,
  });
  if (permission.allowed) return;
  const [status, code, message] = REFUSALS[permission.reason];
  throw new HttpError(status, code, message);
}

import type { QuestionnaireListEntry } from '@carecall/api-client';
import type { QuestionnaireRow } from './loadVisibleQuestionnaire.ts';

/** The columns a list reads: everything but the document. */
export type QuestionnaireListRow = Omit<QuestionnaireRow, 'document'>;

/**
 * A stored questionnaire as `GET questionnaire` lists it, seen from one organization: `organization_id` is the owner
 * and `read_only` is true when that is not the viewing organization (a parent's questionnaire seen from a child).
 */
export function toQuestionnaireListEntry(
  row: QuestionnaireListRow,
  viewingOrganizationId: number,
): QuestionnaireListEntry {
  return {
    id: row.id,
    name: row.name,
    organization_id: row.organizationId,
    type: row.type,
    is_sub_questionnaire: row.isSubQuestionnaire,
    is_multiple_languages: row.isMultipleLanguages,
    archive: row.archive,
    language: row.language,
    shadow_questionnaire_id: row.shadowQuestionnaireId,
    scan_status: null,
    is_frame: row.isFrame,
    version: row.version,
    read_only: row.organizationId !== viewingOrganizationId,
  };
}

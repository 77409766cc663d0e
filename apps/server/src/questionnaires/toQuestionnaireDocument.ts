import type { QuestionnaireDocument } from '@carecall/api-client';
import type { Questionnaire } from '@carecall/graph-core';
import type { QuestionnaireRow } from './loadVisibleQuestionnaire.ts';

/**
 * A stored questionnaire as `GET questionnaire/{id}` answers it, seen from one organization: the canonical document
 * with the row's identity, metadata and version (the columns are the truth; the stored document repeats them), and
 * `read_only` when the viewing organization does not own it.
 */
export function toQuestionnaireDocument(
  row: Pick<QuestionnaireRow, 'id' | 'organizationId' | 'version'>,
  document: Questionnaire,
  viewingOrganizationId: number,
): QuestionnaireDocument {
  return {
    ...document,
    id: row.id,
    organization_id: row.organizationId,
    version: row.version,
    read_only: row.organizationId !== viewingOrganizationId,
  };
}

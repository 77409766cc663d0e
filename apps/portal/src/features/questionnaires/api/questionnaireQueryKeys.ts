/**
 * The editor's react-query keys in one place, so a mutation anywhere in the editor invalidates exactly what it
 * changed: the list of an organization, one document, its revisions, and the reference data of the vertex dialog.
 */
export const questionnaireQueryKeys = {
  /** Every questionnaire query (invalidate after a save, archive, restore, delete or restore of a revision). */
  all: ['questionnaires'] as const,
  list: (organizationId: number | null) => ['questionnaires', 'list', organizationId] as const,
  document: (questionnaireId: number) => ['questionnaires', 'document', questionnaireId] as const,
  revisions: (questionnaireId: number) => ['questionnaires', 'revisions', questionnaireId] as const,
  hints: ['questionnaires', 'hints'] as const,
  tags: ['questionnaires', 'tags'] as const,
  parameterKeys: ['questionnaires', 'parameterKeys'] as const,
  dryRun: (callId: number) => ['questionnaires', 'dryRun', callId] as const,
  demoPhones: (patientId: number) => ['questionnaires', 'demoPhones', patientId] as const,
};

import { questionnairesGet } from '@carecall/api-client';
import { useMutation } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';

/** The questionnaire to copy from and the organization that owns it. */
export interface CopySourceInput {
  questionnaireId: number;
  organizationId: number;
}

/**
 * Reads the chosen source document with its graph (`GET questionnaire/{id}?organizationId=`) when the user confirms
 * the copy; a mutation rather than a query, because it runs once per confirmation and its failure is shown there.
 */
export function useLoadCopySource() {
  const { api } = usePortalRuntime();
  return useMutation({
    mutationFn: ({ questionnaireId, organizationId }: CopySourceInput) =>
      api.call(questionnairesGet, { params: { questionnaireId }, query: { organizationId } }),
  });
}

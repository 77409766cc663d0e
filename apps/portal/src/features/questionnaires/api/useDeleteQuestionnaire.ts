import { questionnairesRemove } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** The questionnaire to delete, named with its organization as the DELETE body requires. */
export interface DeleteQuestionnaireInput {
  id: number;
  organization_id: number;
}

/**
 * Deletes an archived questionnaire (`DELETE questionnaire` with a list body of questionnaire and organization ids) and refreshes every
 * questionnaire query, so the tree menu drops it at once.
 */
export function useDeleteQuestionnaire() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionnaire: DeleteQuestionnaireInput) =>
      api.call(questionnairesRemove, {
        body: [{ questionnaireId: questionnaire.id, organizationId: questionnaire.organization_id }],
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireQueryKeys.all }),
  });
}

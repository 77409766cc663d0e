import { type QuestionnaireSaveBody, questionnairesSave } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/**
 * Saves (creates or replaces) a questionnaire from graph-core's save body plus the version it is based on; on
 * success every questionnaire query is refreshed so the tree and the reopened document show what was stored.
 */
export function useSaveQuestionnaire() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionnaireSaveBody) => api.call(questionnairesSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionnaireQueryKeys.all }),
  });
}

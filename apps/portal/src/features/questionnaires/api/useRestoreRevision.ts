import { questionnairesRestoreRevision } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** Which revision to restore, and the version the user is looking at (so a stale view is refused with 409). */
export interface RestoreRevisionInput {
  questionnaireId: number;
  revisionId: number;
  version: number;
}

/**
 * Makes an earlier revision current again (`POST questionnaire/{id}/revisions/{revisionId}/restore`) and refreshes
 * every questionnaire query afterwards, also after a refusal, so the editor shows what the server holds.
 */
export function useRestoreRevision() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionnaireId, revisionId, version }: RestoreRevisionInput) =>
      api.call(questionnairesRestoreRevision, {
        params: { questionnaireId, revisionId },
        body: { version },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnaireQueryKeys.all }),
  });
}

import { questionnairesListRevisions } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** The revisions of a questionnaire, newest first, for the revision history (who saved what and when). */
export function useRevisionsQuery(questionnaireId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: questionnaireQueryKeys.revisions(questionnaireId),
    queryFn: async ({ signal }) =>
      (await api.call(questionnairesListRevisions, { params: { questionnaireId } }, { signal })).revisions,
  });
}

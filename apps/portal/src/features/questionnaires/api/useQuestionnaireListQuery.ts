import { questionnairesList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** The questionnaires of an organization (the selected one when null), for the tree menu and the pickers. */
export function useQuestionnaireListQuery(organizationId: number | null) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: questionnaireQueryKeys.list(organizationId),
    queryFn: async ({ signal }) =>
      (await api.call(questionnairesList, { query: organizationId === null ? {} : { organizationId } }, { signal }))
        .questionnaires,
  });
}

import { questionnairesList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/**
 * The questionnaires of any of the user's organizations, as sources to copy a graph from (copying may
 * draw from any organization listed for the user). Kept under its own key below `questionnaireQueryKeys.all`, so
 * the tree menu's list is never replaced by another organization's and a save still refreshes both.
 */
export function useCopySources(organizationId: number | null) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: [...questionnaireQueryKeys.all, 'copySources', organizationId] as const,
    enabled: organizationId !== null,
    queryFn: async ({ signal }) =>
      (await api.call(questionnairesList, { query: { organizationId: organizationId ?? undefined } }, { signal }))
        .questionnaires,
  });
}

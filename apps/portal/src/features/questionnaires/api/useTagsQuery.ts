import { tagsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';
import { REFERENCE_STALE_TIME } from './useHintsQuery.ts';

/** The tags a vertex can carry in `tagsv2` (`GET /bot/tags`), cached for the editor's session. */
export function useTagsQuery() {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: questionnaireQueryKeys.tags,
    queryFn: async ({ signal }) => (await api.call(tagsList, {}, { signal })).tags,
    staleTime: REFERENCE_STALE_TIME,
  });
}

import { hintsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** Reference data changes rarely: one fetch serves every vertex dialog opened in the next half hour. */
export const REFERENCE_STALE_TIME = 30 * 60 * 1000;

/** The hints multi-branch asks pick from (`GET /bot/hints`), cached for the editor's session. */
export function useHintsQuery() {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: questionnaireQueryKeys.hints,
    queryFn: async ({ signal }) => (await api.call(hintsList, {}, { signal })).hints,
    staleTime: REFERENCE_STALE_TIME,
  });
}

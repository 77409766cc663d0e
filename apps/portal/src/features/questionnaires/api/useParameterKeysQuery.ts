import { parametersListKeys } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';
import { REFERENCE_STALE_TIME } from './useHintsQuery.ts';

/**
 * The known `{parameter}` keys (`GET /bot/parameters/keys`) the vertex dialog verifies texts against, cached for the
 * editor's session.
 */
export function useParameterKeysQuery() {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: questionnaireQueryKeys.parameterKeys,
    queryFn: async ({ signal }) => (await api.call(parametersListKeys, {}, { signal })).keys,
    staleTime: REFERENCE_STALE_TIME,
  });
}

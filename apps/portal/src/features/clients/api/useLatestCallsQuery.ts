import { callsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { clientQueryKeys } from './clientQueryKeys.ts';

/** A client's newest calls, newest first. */
export function useLatestCallsQuery(clientId: number, count: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: clientQueryKeys.latestCalls(clientId, count),
    queryFn: async ({ signal }) => {
      const answer = await api.call(
        callsList,
        { params: { patientId: clientId }, query: { limit: count, order: 'DESC' } },
        { signal },
      );
      return answer.calls;
    },
  });
}

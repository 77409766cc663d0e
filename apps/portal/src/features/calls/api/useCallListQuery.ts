import { callsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { type CallRange, callQueryKeys } from './callQueryKeys.ts';

/** The most calls one list asks for (the contract's limit). */
export const CALL_LIST_LIMIT = 1000;

/** A client's calls in a time range, newest first. */
export function useCallListQuery(patientId: number, range: CallRange) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.list(patientId, range),
    queryFn: async ({ signal }) => {
      const answer = await api.call(
        callsList,
        {
          params: { patientId },
          query: {
            ...(range.startTime === undefined ? {} : { startTime: new Date(range.startTime).toISOString() }),
            ...(range.endTime === undefined ? {} : { endTime: new Date(range.endTime).toISOString() }),
            limit: CALL_LIST_LIMIT,
            order: 'DESC',
          },
        },
        { signal },
      );
      return answer.calls;
    },
  });
}

import { ANALYSIS_STATUS, type CallListItem, callsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { type CallRange, callQueryKeys } from './callQueryKeys.ts';

/** The most calls one list asks for (the contract's limit). */
export const CALL_LIST_LIMIT = 1000;

/** How often the list is read again while an analysis of a listed call is pending or in progress. */
export const ANALYSIS_POLL_MS = 2_000;

/** Whether a call's newest analysis is still waiting or running in the background. */
function isAnalysisRunning(call: CallListItem): boolean {
  const status = call.callAnalysisLatest?.response_status;
  return status === ANALYSIS_STATUS.pending || status === ANALYSIS_STATUS.inProgress;
}

/**
 * A client's calls in a time range, newest first. While any listed call's analysis is pending or in progress (after
 * "Analyze client", or a call just recorded), the list is read again every {@link ANALYSIS_POLL_MS}, so the bottom
 * line shows each result once the background work finishes; polling stops when none is left.
 */
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
    refetchInterval: (query) => (query.state.data?.some(isAnalysisRunning) ? ANALYSIS_POLL_MS : false),
  });
}

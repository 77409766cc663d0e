import { conferenceGetLastCall } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { liveCallQueryKeys } from './liveCallQueryKeys.ts';

/** How often the last call is read again while it is live, so the call buttons come back when it ends. */
export const LIVE_LAST_CALL_POLL_MS = 5000;

/**
 * The client's newest call and whether it is still live (the server decides, by its clock): read when the screen
 * opens, so a refresh finds the operator's own live call again, and again every few seconds while it is live.
 */
export function useLastCallQuery(patientId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: liveCallQueryKeys.lastCall(patientId),
    queryFn: async ({ signal }) => (await api.call(conferenceGetLastCall, { params: { patientId } }, { signal })).call,
    refetchInterval: (query) => (query.state.data?.live ? LIVE_LAST_CALL_POLL_MS : false),
  });
}

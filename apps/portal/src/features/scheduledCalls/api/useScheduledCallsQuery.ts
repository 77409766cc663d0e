import { scheduledCallsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { scheduledCallQueryKeys } from './scheduledCallQueryKeys.ts';

/** How often the list is read again while shown, so a call that starts or is canceled by a rule shows so. */
export const SCHEDULED_CALLS_REFRESH_MS = 60_000;

/**
 * A client's upcoming scheduled bot calls, soonest first, with those canceled lately (`GET …/scheduledCalls`), read
 * again every {@link SCHEDULED_CALLS_REFRESH_MS} while shown.
 */
export function useScheduledCallsQuery(clientId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: scheduledCallQueryKeys.list(clientId),
    queryFn: async ({ signal }) =>
      (await api.call(scheduledCallsList, { params: { patientId: clientId } }, { signal })).scheduledCalls,
    refetchInterval: SCHEDULED_CALLS_REFRESH_MS,
  });
}

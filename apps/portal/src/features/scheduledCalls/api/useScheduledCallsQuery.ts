import { scheduledCallsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { scheduledCallQueryKeys } from './scheduledCallQueryKeys.ts';

/** A client's upcoming scheduled bot calls, soonest first, with those canceled lately (`GET …/scheduledCalls`). */
export function useScheduledCallsQuery(clientId: number) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: scheduledCallQueryKeys.list(clientId),
    queryFn: async ({ signal }) =>
      (await api.call(scheduledCallsList, { params: { patientId: clientId } }, { signal })).scheduledCalls,
  });
}

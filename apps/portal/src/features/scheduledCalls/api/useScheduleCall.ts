import { type NewScheduledCall, scheduledCallsCreate } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { scheduledCallQueryKeys } from './scheduledCallQueryKeys.ts';

/** Schedules a bot call for a client (`POST …/scheduledCalls`, admins) and refreshes the client's list. */
export function useScheduleCall(clientId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewScheduledCall) =>
      (await api.call(scheduledCallsCreate, { params: { patientId: clientId }, body })).scheduledCall,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledCallQueryKeys.list(clientId) }),
  });
}

import { scheduledCallsCancel } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { scheduledCallQueryKeys } from './scheduledCallQueryKeys.ts';

/**
 * Cancels a client's planned bot call (`DELETE …/scheduledCalls/{id}`, admins). The list is refreshed whatever the
 * answer: a refusal because the call started meanwhile must show it started.
 */
export function useCancelScheduledCall(clientId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scheduledCallId: number) =>
      (await api.call(scheduledCallsCancel, { params: { patientId: clientId, scheduledCallId } })).scheduledCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduledCallQueryKeys.list(clientId) }),
  });
}

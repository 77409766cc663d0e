import {
  type ScheduledCall,
  type SchedulerSkipReason,
  schedulerMarkCallExecuted,
  schedulerReserveCallee,
  schedulerSkipCallee,
} from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { schedulerQueryKeys } from './schedulerQueryKeys.ts';
import { useSchedulerLanguages } from './useSchedulerQueries.ts';

/** Reserves the agent's next call; null when there is none ('No calls in scheduler'). */
export function useReserveCallee() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  const languages = useSchedulerLanguages();
  return useMutation({
    mutationFn: async (): Promise<ScheduledCall | null> =>
      (await api.call(schedulerReserveCallee, { query: languages ? { userLanguage: languages } : {} })).scheduledCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerQueryKeys.all }),
  });
}

/** Passes over the reserved client with a reason. */
export function useSkipCallee() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { scheduledCallId: number; reason: SchedulerSkipReason }) =>
      api.call(schedulerSkipCallee, {
        query: { scheduledCallId: input.scheduledCallId },
        body: { reason: input.reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerQueryKeys.all }),
  });
}

/** Closes the reservation as the call is placed; 409 CALLEE_NOT_AVAILABLE when it went to someone else. */
export function useMarkCallExecuted() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledCallId: number) => api.call(schedulerMarkCallExecuted, { query: { scheduledCallId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerQueryKeys.all }),
  });
}

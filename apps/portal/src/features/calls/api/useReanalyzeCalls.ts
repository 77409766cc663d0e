import { callsReanalyze } from '@carecall/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { callQueryKeys } from './callQueryKeys.ts';

/** Starts the analysis again for the given calls of a client, then refreshes its calls to show their new status. */
export function useReanalyzeCalls(patientId: number) {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callIds: number[]) => api.call(callsReanalyze, { params: { patientId }, body: { callIds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callQueryKeys.all(patientId) }),
  });
}

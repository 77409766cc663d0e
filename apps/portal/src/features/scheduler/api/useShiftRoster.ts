import { adminListSchedulerShifts, adminReplaceSchedulerShifts, type SchedulerShift } from '@carecall/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { schedulerQueryKeys } from './schedulerQueryKeys.ts';

/** Every agent of the selected organization with their week of shifts, and the zone the times are in (admins). */
export function useShiftRosterQuery() {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery({
    queryKey: schedulerQueryKeys.shifts(organizationId),
    queryFn: ({ signal }) => api.call(adminListSchedulerShifts, {}, { signal }),
    enabled: organizationId !== null,
  });
}

/** One agent's whole week, based on the version it was read at. */
export interface AgentShiftsWrite {
  userId: number;
  shifts: SchedulerShift[];
  version: number;
}

/**
 * Replaces an agent's week (`PUT /admin/scheduler/shifts/{userId}`); a week changed meanwhile is refused with 409 and
 * nothing else happens, so the form keeps what was typed. A stored week refreshes the roster and today's queue.
 */
export function useSaveAgentShifts() {
  const { api } = usePortalRuntime();
  const queryClient = useQueryClient();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useMutation({
    mutationFn: ({ userId, shifts, version }: AgentShiftsWrite) =>
      api.call(adminReplaceSchedulerShifts, { params: { userId }, body: { shifts, version } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: schedulerQueryKeys.shifts(organizationId) });
      void queryClient.invalidateQueries({ queryKey: schedulerQueryKeys.queue(organizationId) });
    },
  });
}

import {
  adminGetScheduler,
  adminSearchDiagnoses,
  adminUpdateScheduler,
  type SchedulerSettingsWrite,
} from '@carecall/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { schedulerQueryKeys } from './schedulerQueryKeys.ts';

/** The selected organization's scheduler settings with the settings version they were read at (admins). */
export function useSchedulerSettingsQuery() {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery({
    queryKey: schedulerQueryKeys.settings(organizationId),
    queryFn: ({ signal }) => api.call(adminGetScheduler, {}, { signal }),
    enabled: organizationId !== null,
  });
}

/**
 * Replaces the scheduler settings (`POST /admin/organization/scheduler`), based on the version they were read at;
 * settings changed meanwhile are refused with 409 and nothing else happens, so the form keeps what was typed. Stored
 * settings refresh the read, the organization's settings (who calls the schedules) and today's queue.
 */
export function useSaveSchedulerSettings() {
  const { api, store } = usePortalRuntime();
  const queryClient = useQueryClient();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useMutation({
    mutationFn: (body: SchedulerSettingsWrite) => api.call(adminUpdateScheduler, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(schedulerQueryKeys.settings(organizationId), answer);
      store.update((state) =>
        state.settings ? { settings: { ...state.settings, 'schedules.calledBy': answer.calledBy } } : {},
      );
      void queryClient.invalidateQueries({ queryKey: schedulerQueryKeys.queue(organizationId) });
    },
  });
}

/** Diagnoses of the catalogue matching a search text, for a per-diagnosis row; nothing is asked before one character. */
export function useSchedulerDiagnosisSearch(text: string) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: schedulerQueryKeys.diagnosisSearch(text),
    queryFn: ({ signal }) => api.call(adminSearchDiagnoses, { query: { query: text } }, { signal }),
    enabled: text.length >= 1,
  });
}

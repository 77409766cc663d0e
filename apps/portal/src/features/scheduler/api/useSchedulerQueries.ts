import {
  adminGetSchedulerQueue,
  SCHEDULER_CALL_LANGUAGES,
  schedulerGetNextCallee,
  schedulerGetOutlook,
} from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { getSchedulerPollInterval } from '../getSchedulerPollInterval.ts';
import { schedulerQueryKeys } from './schedulerQueryKeys.ts';

/**
 * The signed-in user's call languages as the scheduler's `userLanguage` query carries them (comma-joined): only the
 * call languages the query accepts, so another entry of the user's languages never turns the bar into an error.
 */
export function useSchedulerLanguages(): string {
  return usePortalStore((state) =>
    (state.user?.additional_languages ?? [])
      .filter((language) => SCHEDULER_CALL_LANGUAGES.includes(language))
      .join(','),
  );
}

/** The agent's next call, polled every 30 s ±10 % while `enabled`. */
export function useNextCalleeQuery(enabled: boolean) {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  const languages = useSchedulerLanguages();
  return useQuery({
    queryKey: schedulerQueryKeys.nextCallee(organizationId, languages),
    queryFn: async ({ signal }) =>
      (await api.call(schedulerGetNextCallee, { query: languages ? { userLanguage: languages } : {} }, { signal }))
        .nextCall,
    enabled: enabled && organizationId !== null,
    // The bar asks afresh whenever it shows again (after a call, on another page): other agents move the queue.
    staleTime: 0,
    refetchInterval: () => getSchedulerPollInterval(),
    refetchIntervalInBackground: true,
  });
}

/** The agent's day (shift and counts) for the bar's sentence; refreshed with the next callee. */
export function useScheduleOutlookQuery(enabled: boolean) {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  const languages = useSchedulerLanguages();
  return useQuery({
    queryKey: schedulerQueryKeys.outlook(organizationId, languages),
    queryFn: ({ signal }) =>
      api.call(schedulerGetOutlook, { query: languages ? { userLanguage: languages } : {} }, { signal }),
    enabled: enabled && organizationId !== null,
    staleTime: 0,
    refetchInterval: () => getSchedulerPollInterval(),
  });
}

/** Today's queue of the selected organization (admins), refreshed every 30 s ±10 %. */
export function useSchedulerQueueQuery() {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery({
    queryKey: schedulerQueryKeys.queue(organizationId),
    queryFn: ({ signal }) => api.call(adminGetSchedulerQueue, {}, { signal }),
    enabled: organizationId !== null,
    refetchInterval: () => getSchedulerPollInterval(),
  });
}

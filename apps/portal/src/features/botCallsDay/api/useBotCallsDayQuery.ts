import { adminBotCallsDay, type BotCallDay } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { usePortalStore } from '../../../app/usePortalStore.ts';
import { botCallsDayQueryKeys } from './botCallsDayQueryKeys.ts';

/** While calls of the day are running or queued, the view refreshes this often; a quiet day is not polled. */
export const BOT_CALLS_DAY_REFRESH_MS = 5_000;

/** Whether a day's answer still changes by itself: a call runs, or one is queued for an attempt. */
export function isDayActive(day: BotCallDay | undefined): boolean {
  return (
    day !== undefined &&
    (day.totals.running > 0 || day.calls.some((call) => call.state === 'planned' && call.call_id !== null))
  );
}

/** The selected organization's bot calls of `date` in `timeZone` (admins), refreshed while any is running or queued. */
export function useBotCallsDayQuery(date: string, timeZone: string) {
  const { api } = usePortalRuntime();
  const organizationId = usePortalStore((state) => state.selectedOrganizationId);
  return useQuery({
    queryKey: botCallsDayQueryKeys.day(organizationId, date, timeZone),
    queryFn: ({ signal }) => api.call(adminBotCallsDay, { query: { date, timezone: timeZone } }, { signal }),
    enabled: organizationId !== null,
    placeholderData: (previous) => previous,
    refetchInterval: (query) => (isDayActive(query.state.data) ? BOT_CALLS_DAY_REFRESH_MS : false),
  });
}

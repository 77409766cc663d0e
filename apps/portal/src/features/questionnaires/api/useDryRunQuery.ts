import { type DryRunState, questionnairesDryRunGet } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { questionnaireQueryKeys } from './questionnaireQueryKeys.ts';

/** The statuses after which a dry run changes no more (its recording may still arrive). */
export const DRY_RUN_END_STATUSES: ReadonlySet<string> = new Set([
  'completed',
  'no-answer',
  'busy',
  'failed',
  'canceled',
]);

/** How often a running dry run is read again: often enough for its transcript to follow the bot. */
const POLL_MS = 1000;

/**
 * A dry run's live state (`GET /bot/dryRun/{callId}`), read again every second while it runs and, once answered, until
 * its recording link is there; a null call id reads nothing.
 */
export function useDryRunQuery(callId: number | null) {
  const { api } = usePortalRuntime();
  return useQuery<DryRunState>({
    queryKey: questionnaireQueryKeys.dryRun(callId ?? 0),
    queryFn: ({ signal }) => api.call(questionnairesDryRunGet, { params: { callId: String(callId) } }, { signal }),
    enabled: callId !== null,
    refetchInterval: (query) => {
      const state = query.state.data;
      if (!state) return POLL_MS;
      // An answered call's recording is stored a moment after it ends; an unanswered one has none.
      const settled = state.recording_url !== null || state.status !== 'completed';
      return DRY_RUN_END_STATUSES.has(state.status) && settled ? false : POLL_MS;
    },
  });
}

import { ANALYSIS_STATUS, type CallListItem, callsList } from '@carecall/api-client';
import { useQuery } from '@tanstack/react-query';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { type CallRange, callQueryKeys } from './callQueryKeys.ts';

/** The most calls one list asks for (the contract's limit). */
export const CALL_LIST_LIMIT = 1000;

/** How often the list is read again while an analysis of a listed call is pending or in progress. */
export const ANALYSIS_POLL_MS = 2_000;

/** How often the list is read again while a listed call has not ended (a bot call queued, dialling or running). */
export const LIVE_CALL_POLL_MS = 2_000;

/** How often the list is read again while a listed call's recording is being prepared (a fresh demo makes them). */
export const RECORDING_POLL_MS = 3_000;

/** The client's dial statuses of a call that has not ended yet: a bot call waits, dials, rings or talks. */
const LIVE_DIAL_STATUSES: ReadonlySet<string> = new Set(['queued', 'initiated', 'ringing', 'in-progress']);

/** Whether a call's newest analysis is still waiting or running in the background. */
function isAnalysisRunning(call: CallListItem): boolean {
  const status = call.callAnalysisLatest?.response_status;
  return status === ANALYSIS_STATUS.pending || status === ANALYSIS_STATUS.inProgress;
}

/** Whether a call has not ended: in progress, or (a bot call) queued, waiting for a retry, dialling or ringing. */
function isCallLive(call: CallListItem): boolean {
  return call.ongoing || (call.patient_dial_status !== null && LIVE_DIAL_STATUSES.has(call.patient_dial_status));
}

/**
 * Whether a call was recorded but its recording is not stored yet, so its player comes later: the server says so in
 * `recording_status`; from a server without that field, a recorded call without a link is taken as being prepared.
 */
export function isRecordingPreparing(
  call: Pick<CallListItem, 'ongoing' | 'was_recorded' | 'temp_download_link' | 'recording_status'>,
): boolean {
  if (call.ongoing) return false;
  if (call.recording_status !== undefined) return call.recording_status === 'preparing';
  return call.was_recorded && !call.temp_download_link;
}

/**
 * How long until the list is read again: while a listed call has not ended, so it moves from queued to in progress
 * to its end (and its recording) on the screen by itself, while an analysis is pending or running, or while a
 * recording is being prepared, so its player replaces the "being prepared" note by itself; else never.
 */
export function getCallListPollInterval(calls: readonly CallListItem[] | undefined): number | false {
  if (calls?.some(isCallLive)) return LIVE_CALL_POLL_MS;
  if (calls?.some(isAnalysisRunning)) return ANALYSIS_POLL_MS;
  return calls?.some(isRecordingPreparing) ? RECORDING_POLL_MS : false;
}

/**
 * A client's calls in a time range, newest first. While a listed call has not ended (a Call Now call placed a moment
 * ago), or any listed call's analysis is pending or in progress (after "Analyze client", or a call just recorded),
 * the list is read again every two seconds ({@link getCallListPollInterval}), so the call's progress, its recording
 * and the bottom line show by themselves; polling stops when none is left.
 */
export function useCallListQuery(patientId: number, range: CallRange) {
  const { api } = usePortalRuntime();
  return useQuery({
    queryKey: callQueryKeys.list(patientId, range),
    queryFn: async ({ signal }) => {
      const answer = await api.call(
        callsList,
        {
          params: { patientId },
          query: {
            ...(range.startTime === undefined ? {} : { startTime: new Date(range.startTime).toISOString() }),
            ...(range.endTime === undefined ? {} : { endTime: new Date(range.endTime).toISOString() }),
            limit: CALL_LIST_LIMIT,
            order: 'DESC',
          },
        },
        { signal },
      );
      return answer.calls;
    },
    refetchInterval: (query) => getCallListPollInterval(query.state.data),
  });
}

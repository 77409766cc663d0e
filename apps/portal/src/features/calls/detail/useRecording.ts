import { type CallRecord, isApiError } from '@carecall/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetchCall } from '../api/useCallQuery.ts';
import { getRecordingPhase } from './getRecordingPhase.ts';

/** How long the page waits for the link of a finished call before saying the recording is not ready. */
export const RECORDING_WAIT_MS = 45_000;
/** How many times a call in another state is read again before the page gives up. */
export const CALL_LOAD_RETRIES = 15;
/** The pause between two readings. */
export const CALL_POLL_MS = 3_000;

/** Where the page is with the call and its recording. */
export type RecordingState =
  | { status: 'loading' }
  | { status: 'waitingLink'; call: CallRecord }
  | { status: 'ready'; call: CallRecord; url: string }
  | { status: 'expired'; call: CallRecord }
  | { status: 'failed'; call: CallRecord }
  | { status: 'notRecorded'; call: CallRecord }
  | { status: 'notReady'; call: CallRecord }
  | { status: 'incomplete'; call: CallRecord | null }
  | { status: 'missing' };

/** Timings, shortened by tests. */
export interface RecordingTimings {
  waitMs?: number;
  retries?: number;
  pollMs?: number;
}

/**
 * Loads a call and its recording link by the call page's rules: a call not recorded stops at once; a failed call has
 * no player; a finished call is read again until its link comes, showing that it is loading, for up to 45 s, then the
 * recording is not ready; a call in any other state is read again up to 15 times, then it is incomplete. `expire`
 * (the player's link failed: a signed link expired, say) reads the call again for a fresh link.
 */
export function useRecording(patientId: number, callId: number, timings: RecordingTimings = {}) {
  const { waitMs = RECORDING_WAIT_MS, retries = CALL_LOAD_RETRIES, pollMs = CALL_POLL_MS } = timings;
  const fetchCall = useFetchCall(patientId, callId);
  const fetchRef = useRef(fetchCall);
  fetchRef.current = fetchCall;
  const [state, setState] = useState<RecordingState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    // `generation` starts a new loading run (a fresh link after an expired one).
    void generation;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let waitingSince: number | null = null;
    let last: CallRecord | null = null;

    const again = () => {
      timer = setTimeout(() => void step(), pollMs);
    };
    const step = async (): Promise<void> => {
      let call: CallRecord | null;
      try {
        call = await fetchRef.current(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          setState({ status: 'missing' });
          return;
        }
        call = null;
      }
      if (controller.signal.aborted) return;
      if (call) last = call;
      const phase = call ? getRecordingPhase(call) : 'retry';
      if (call && phase === 'ready') {
        setState({ status: 'ready', call, url: call.call_details.temp_download_link ?? '' });
        return;
      }
      if (call && (phase === 'failed' || phase === 'notRecorded')) {
        setState({ status: phase, call });
        return;
      }
      if (call && phase === 'waitingLink') {
        waitingSince ??= Date.now();
        if (Date.now() - waitingSince >= waitMs) {
          setState({ status: 'notReady', call });
          return;
        }
        setState({ status: 'waitingLink', call });
        again();
        return;
      }
      attempts += 1;
      if (attempts > retries) {
        setState({ status: 'incomplete', call: last });
        return;
      }
      again();
    };
    void step();
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [generation, waitMs, retries, pollMs]);

  // Links asked for since the last one that played: a recording that fails with a fresh link too is left expired,
  // with a button to try again, instead of asking the server again and again.
  const freshLinks = useRef(0);

  /** The link failed to load or play: mark it expired and, once, read the call again for a fresh one. */
  const expire = useCallback(() => {
    setState((current) => ('call' in current && current.call ? { status: 'expired', call: current.call } : current));
    freshLinks.current += 1;
    if (freshLinks.current <= 1) setGeneration((value) => value + 1);
  }, []);

  /** Asks for a fresh link at the user's request. */
  const refresh = useCallback(() => {
    freshLinks.current = 0;
    setGeneration((value) => value + 1);
  }, []);

  /** The recording played: a later failure may ask for a fresh link by itself again. */
  const played = useCallback(() => {
    freshLinks.current = 0;
  }, []);

  return { state, expire, refresh, played };
}

import { type CallRecord, callsGet } from '@carecall/api-client';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';

/** Whether `GET …/call/{callId}` answered a call rather than the empty object of a call that does not exist (yet). */
export function isCallRecord(value: CallRecord | Record<string, never>): value is CallRecord {
  return 'id' in value;
}

/**
 * Reads one call with a fresh recording link: the time goes along as `t`, so no cache between here and the server
 * hands back an expired link.
 */
export function useFetchCall(patientId: number, callId: number) {
  const { api } = usePortalRuntime();
  return async (signal?: AbortSignal): Promise<CallRecord | null> => {
    const answer = await api.call(
      callsGet,
      { params: { patientId, callId }, query: { t: Date.now() } },
      signal ? { signal } : undefined,
    );
    return isCallRecord(answer) ? answer : null;
  };
}

/** A call list's time range in epoch milliseconds; absent ends are open. */
export interface CallRange {
  startTime?: number | undefined;
  endTime?: number | undefined;
}

/**
 * The calls feature's react-query keys in one place, under the client's key so that everything about a client is
 * dropped with it: its call lists, one call, its transcript, note and answers, and its activity.
 */
export const callQueryKeys = {
  /** Everything about the calls of one client (invalidate after a reanalysis). */
  all: (patientId: number) => ['patient', patientId, 'calls'] as const,
  list: (patientId: number, range: CallRange) =>
    ['patient', patientId, 'calls', 'list', range.startTime ?? null, range.endTime ?? null] as const,
  call: (patientId: number, callId: number) => ['patient', patientId, 'calls', 'call', callId] as const,
  transcript: (patientId: number, callId: number) => ['patient', patientId, 'calls', 'transcript', callId] as const,
  categories: (patientId: number, callId: number) => ['patient', patientId, 'calls', 'categories', callId] as const,
  note: (patientId: number, callId: number) => ['patient', patientId, 'calls', 'note', callId] as const,
  questions: (patientId: number, callId: number) => ['patient', patientId, 'calls', 'questions', callId] as const,
  activity: (patientId: number) => ['patient', patientId, 'activity'] as const,
};

import type { CallListItem } from '@carecall/api-client';

/** The "longer than" choices of the calls panel, in seconds (0, 2, 5, 10, 15 and 30 minutes). */
export const DURATION_FILTER_SECONDS = [0, 120, 300, 600, 900, 1800] as const;

/** Answered or not: a call is answered when anything was recorded (its duration is above zero). */
export type AnsweredFilter = 'all' | 'answered' | 'notAnswered';

/** The calls panel's filters. */
export interface CallFilters {
  answered: AnsweredFilter;
  /** Seconds; 0 keeps every length. */
  longerThan: number;
}

export const NO_CALL_FILTERS: CallFilters = { answered: 'all', longerThan: 0 };

/** Whether a call went unanswered: its duration is 0. */
export function isUnanswered(call: Pick<CallListItem, 'recording_time'>): boolean {
  return call.recording_time <= 0;
}

/** The calls that pass both filters, in their order. */
export function filterCalls<T extends Pick<CallListItem, 'recording_time'>>(
  calls: readonly T[],
  filters: CallFilters,
): T[] {
  return calls.filter((call) => {
    if (filters.answered === 'answered' && isUnanswered(call)) return false;
    if (filters.answered === 'notAnswered' && !isUnanswered(call)) return false;
    return filters.longerThan <= 0 || call.recording_time > filters.longerThan;
  });
}

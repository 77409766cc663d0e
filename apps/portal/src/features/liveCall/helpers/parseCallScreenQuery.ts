import type { CallMode } from '../state/createLiveCallController.ts';

/** What the scheduler (or a link) passes to the call screen in its query. */
export interface CallScreenQuery {
  /** `source=scheduler`: the call was reserved by the scheduler bar. */
  fromScheduler: boolean;
  /** `type=SEMI_BOT_CALL` makes a semi-bot call. */
  mode: CallMode;
  batchId: string | null;
  questionnaireId: number | null;
}

/** Reads the call screen's query: `source`, `type`, `batchId`, `questionnaireId`; anything else is ignored. */
export function parseCallScreenQuery(search: string): CallScreenQuery {
  const query = new URLSearchParams(search);
  const questionnaireId = Number(query.get('questionnaireId'));
  const batchId = query.get('batchId')?.trim();
  return {
    fromScheduler: query.get('source') === 'scheduler',
    mode: query.get('type') === 'SEMI_BOT_CALL' ? 'semi-bot' : 'regular',
    batchId: batchId ? batchId : null,
    questionnaireId: Number.isSafeInteger(questionnaireId) && questionnaireId > 0 ? questionnaireId : null,
  };
}

/**
 * The query a scheduler call keeps once it rings: only `type` and `source`, so a refresh does not reserve or match
 * the batch again.
 */
export function trimSchedulerQuery(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['type', 'source']) {
    const value = query.get(key);
    if (value !== null) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

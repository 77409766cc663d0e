import type { BotCallOutcome } from '@carecall/api-client';

/** The order totals are drawn and listed in: what is still to happen, then each outcome. */
export const TOTAL_KEYS = [
  'planned',
  'running',
  'completed',
  'no-answer',
  'busy',
  'failed',
  'canceled',
  'interrupted',
] as const;
export type TotalKey = (typeof TOTAL_KEYS)[number];

/** The outcomes a finished call can have, the table's filter choices. */
export const OUTCOMES: readonly BotCallOutcome[] = [
  'completed',
  'no-answer',
  'busy',
  'failed',
  'canceled',
  'interrupted',
];

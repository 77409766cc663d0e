import type { ConditionSpec } from '../../conditionOptions.ts';

/** The outcomes of a hot transfer. */
export const HOT_TRANSFER_OUTCOMES = ['answered', 'not-answered'] as const;

/** What the edges leaving a hot transfer must say: which outcome they follow. */
export const HOT_TRANSFER_SPEC: ConditionSpec = {
  action: 'hot_transfer',
  options: [...HOT_TRANSFER_OUTCOMES],
  required: true,
};

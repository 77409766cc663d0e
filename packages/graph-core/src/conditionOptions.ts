import { getAskOptions, isMultiplyingAsk } from './askOptions.ts';
import type { ConditionAction } from './condition.ts';
import type { VertexValue } from './vertexValue.ts';

/** What the conditions of edges leaving a vertex may say. */
export interface ConditionSpec {
  action: ConditionAction;
  /** The values a condition may take, in order. */
  options: string[];
  /** Whether every edge leaving the vertex must carry a condition (part 2 §5, Edges). */
  required: boolean;
}

/** The outcomes of a hot transfer. */
export const HOT_TRANSFER_OUTCOMES = ['answered', 'not-answered'] as const;
/** The outcomes of a validation vertex. */
export const VALIDATION_OUTCOMES = ['valid', 'invalid'] as const;

/**
 * The condition an edge leaving this vertex may carry, derived from the source vertex; undefined when edges from
 * it carry none (say, recording, open-ended ask, dynamic, embedded, placeholder) or none may leave it (terminate).
 */
export function getConditionSpec(value: VertexValue): ConditionSpec | undefined {
  if ('ask' in value) {
    const options = getAskOptions(value.ask);
    if (options.length === 0 && value.ask.type !== 'multi_branch') return undefined;
    return { action: 'answer', options, required: isMultiplyingAsk(value.ask) };
  }
  if ('hot_transfer' in value) return { action: 'hot_transfer', options: [...HOT_TRANSFER_OUTCOMES], required: true };
  if ('date_of_birth_validation' in value) {
    return { action: 'date_of_birth_validation', options: [...VALIDATION_OUTCOMES], required: true };
  }
  if ('zip_code_validation' in value)
    return { action: 'zip_code_validation', options: [...VALIDATION_OUTCOMES], required: true };
  return undefined;
}

/** Whether edges may leave a vertex at all (nothing follows terminate_call). */
export function canHaveOutgoingEdges(value: VertexValue): boolean {
  return !('terminate_call' in value);
}

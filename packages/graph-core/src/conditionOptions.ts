import type { ConditionAction } from './condition.ts';
import type { VertexValue } from './vertexValue.ts';
import { getVertexKindDefinition } from './vertices/vertexKindDefinitions.ts';

/** What the conditions of edges leaving a vertex may say. */
export interface ConditionSpec {
  action: ConditionAction;
  /** The values a condition may take, in order. */
  options: string[];
  /** Whether every edge leaving the vertex must carry a condition. */
  required: boolean;
}

/**
 * The condition an edge leaving this vertex may carry, derived from the source vertex (its kind's `edges.spec`), as
 * a fresh object the caller may keep; undefined when edges from it carry none (say, recording, open-ended ask,
 * dynamic, embedded, placeholder) or none may leave it (terminate).
 */
export function getConditionSpec(value: VertexValue): ConditionSpec | undefined {
  const spec = getVertexKindDefinition(value).edges.spec(value);
  return spec === undefined ? undefined : { action: spec.action, options: [...spec.options], required: spec.required };
}

/** Whether edges may leave a vertex at all (nothing follows terminate_call). */
export function canHaveOutgoingEdges(value: VertexValue): boolean {
  return getVertexKindDefinition(value).edges.allowed;
}

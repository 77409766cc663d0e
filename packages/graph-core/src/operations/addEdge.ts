import type { Condition } from '../condition.ts';
import type { EdgeKey } from '../edge.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { checkOutgoingEdge } from './checkOutgoingEdge.ts';
import { createNameAllocator } from './createNameAllocator.ts';
import { type EditResult, failEdit, produceEdit } from './editResult.ts';

/** The edge `addEdge` adds: from `v` to `w`, with the condition its source calls for. */
export interface AddEdgeOptions {
  v: string;
  w: string;
  condition?: Condition;
}

/** The result of `addEdge`: the key of the new edge. */
export type AddEdgeResult = EditResult<{ edge: EdgeKey }>;

/**
 * Adds an edge under a freshly generated name, so a second edge between the same pair is always a distinct parallel
 * edge. Refuses edges from terminate_call, a missing or foreign condition and self-loops, which would
 * replay one vertex forever.
 */
export function addEdge(questionnaire: Questionnaire, { v, w, condition }: AddEdgeOptions): AddEdgeResult {
  const source = questionnaire.nodes.find((node) => node.v === v);
  if (source === undefined) return failEdit('vertex-not-found', `vertex "${v}" does not exist`);
  if (!questionnaire.nodes.some((node) => node.v === w))
    return failEdit('vertex-not-found', `vertex "${w}" does not exist`);
  if (v === w) return failEdit('self-loop', `an edge may not lead from "${v}" back to itself`);
  const checked = checkOutgoingEdge(source, condition);
  if (!checked.ok) return checked;
  const edge = { v, w, name: createNameAllocator(questionnaire).nextEdgeName() };
  const result = produceEdit(questionnaire, (draft) => {
    draft.edges.push({ ...edge, value: checked.value });
  });
  return { ...result, edge };
}

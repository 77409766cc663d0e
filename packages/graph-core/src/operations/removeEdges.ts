import { type Condition, conditionSchema } from '../condition.ts';
import { type Edge, type EdgeKey, getEdgeKey } from '../edge.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { type EditResult, failEdit, produceEdit } from './editResult.ts';

/** Which edges `removeEdges` removes: those from `v` to `w`, only the ones carrying `condition` when given. */
export interface RemoveEdgesOptions {
  v: string;
  w: string;
  condition?: Condition;
}

/** The result of `removeEdges`: the keys of the removed edges. */
export type RemoveEdgesResult = EditResult<{ removed: EdgeKey[] }>;

function matches(edge: Edge, { v, w, condition }: RemoveEdgesOptions): boolean {
  if (edge.v !== v || edge.w !== w) return false;
  if (condition === undefined) return true;
  return edge.value.some((c) => c.action === condition.action && c.value === condition.value);
}

/**
 * Removes edges between a pair as the edge dialog does: with a condition only those whose condition
 * matches, without one every edge between the pair. Other parallel edges are left as they are.
 */
export function removeEdges(questionnaire: Questionnaire, options: RemoveEdgesOptions): RemoveEdgesResult {
  for (const name of [options.v, options.w]) {
    if (!questionnaire.nodes.some((node) => node.v === name))
      return failEdit('vertex-not-found', `vertex "${name}" does not exist`);
  }
  if (options.condition !== undefined && !conditionSchema.safeParse(options.condition).success)
    return failEdit('invalid-condition', 'a condition is { action, operator: "=", value }');
  const removed = questionnaire.edges.filter((edge) => matches(edge, options)).map(getEdgeKey);
  if (removed.length === 0) {
    const which = options.condition ? ` with ${options.condition.action} = ${options.condition.value}` : '';
    return failEdit('edge-not-found', `no edge from "${options.v}" to "${options.w}"${which}`);
  }
  const result = produceEdit(questionnaire, (draft) => {
    for (let i = draft.edges.length - 1; i >= 0; i -= 1) {
      const edge = draft.edges[i];
      if (edge !== undefined && matches(edge, options)) draft.edges.splice(i, 1);
    }
  });
  return { ...result, removed };
}

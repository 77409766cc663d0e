import { type EdgeKey, getEdgeKey } from '../edge.ts';
import type { Questionnaire } from '../questionnaire.ts';
import { type EditResult, failEdit, produceEdit } from './editResult.ts';

/** The result of `removeVertex`: the keys of the edges that went with the vertex. */
export type RemoveVertexResult = EditResult<{ removedEdges: EdgeKey[] }>;

/**
 * Removes one vertex and only the edges that touch it (its children stay), and drops it from the start
 * and complete vertices so the document never names a missing vertex.
 */
export function removeVertex(questionnaire: Questionnaire, name: string): RemoveVertexResult {
  const index = questionnaire.nodes.findIndex((node) => node.v === name);
  if (index < 0) return failEdit('vertex-not-found', `vertex "${name}" does not exist`);
  const removedEdges = questionnaire.edges.filter((edge) => edge.v === name || edge.w === name).map(getEdgeKey);
  const result = produceEdit(questionnaire, (draft) => {
    draft.nodes.splice(index, 1);
    for (let i = draft.edges.length - 1; i >= 0; i -= 1) {
      const edge = draft.edges[i];
      if (edge !== undefined && (edge.v === name || edge.w === name)) draft.edges.splice(i, 1);
    }
    if (draft.starting_node === name) delete draft.starting_node;
    if (draft.complete_node.includes(name))
      draft.complete_node = draft.complete_node.filter((complete) => complete !== name);
  });
  return { ...result, removedEdges };
}

import type { Questionnaire } from '@carecall/graph-core';

/**
 * Copies another questionnaire's graph into the one being edited, for the Copy questionnaire dialog: the target keeps
 * its own name, id and settings, and takes the source's vertices, edges, start, complete vertices and
 * sub-questionnaires.
 */
export function copyGraph(target: Questionnaire, source: Questionnaire): Questionnaire {
  const copied: Questionnaire = {
    ...target,
    nodes: source.nodes,
    edges: source.edges,
    complete_node: source.complete_node,
    sub_questionnaires: source.sub_questionnaires,
  };
  if (source.starting_node === undefined) delete copied.starting_node;
  else copied.starting_node = source.starting_node;
  return copied;
}

import { Graph } from '@dagrejs/graphlib';
import type { Edge } from './edge.ts';
import type { Questionnaire, SubQuestionnaireRef } from './questionnaire.ts';
import type { VertexValue } from './vertexValue.ts';

/** The graph-level label: the document fields that travel with the graph in the save body. */
export interface GraphLabel {
  starting_node?: string;
  complete_node: string[];
  sub_questionnaires: SubQuestionnaireRef[];
}

/** The questionnaire multigraph: vertex labels are vertex values, edge labels are whole edge records. */
export type QuestionnaireGraph = Graph<GraphLabel, VertexValue, Edge>;

/**
 * Builds the graphlib multigraph of a questionnaire, for traversal and layout. Parallel edges stay distinct because
 * every edge is set with its name.
 */
export function toGraph(
  questionnaire: Pick<Questionnaire, 'starting_node' | 'complete_node' | 'sub_questionnaires' | 'nodes' | 'edges'>,
): QuestionnaireGraph {
  const graph: QuestionnaireGraph = new Graph({ directed: true, multigraph: true, compound: false });
  graph.setGraph({
    starting_node: questionnaire.starting_node,
    complete_node: questionnaire.complete_node,
    sub_questionnaires: questionnaire.sub_questionnaires,
  });
  for (const node of questionnaire.nodes) graph.setNode(node.v, node.value);
  for (const edge of questionnaire.edges) graph.setEdge(edge.v, edge.w, edge, edge.name);
  return graph;
}

/** Reads vertices and edges back from a multigraph built by `toGraph`, in graphlib's JSON form. */
export function fromGraph(graph: QuestionnaireGraph): Pick<Questionnaire, 'nodes' | 'edges'> {
  const nodes = graph.nodes().map((v) => ({ v, value: graph.node(v) as VertexValue }));
  const edges = graph.edges().map((key) => graph.edge(key) as Edge);
  return { nodes, edges };
}

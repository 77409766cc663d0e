import type { Edge } from '../../edge.ts';
import { getEdgeKey } from '../../edge.ts';
import type { Vertex } from '../../questionnaire.ts';
import { getVertexKind } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Nothing may follow a vertex no edge may leave (terminate_call): the call has ended. */
export const terminateHasOutgoingRule: GraphLintRule = {
  id: 'terminate-has-outgoing',
  severity: 'error',
  description: 'an edge leaves a terminate_call vertex',
  check: ({ index, getVertexGroups }) => {
    const findings: LintFinding[] = [];
    // The edges of each such vertex, found through the index instead of reading every edge's source.
    const { closed } = getVertexGroups();
    for (let g = 0; g < closed.length; g++) {
      const position = closed[g] as number;
      const kind = getVertexKind((index.nodes[position] as Vertex).value);
      for (let k = index.outStart[position] as number; k < (index.outStart[position + 1] as number); k++) {
        const edge = index.edges[index.outEdgeIds[k] as number] as Edge;
        findings.push({
          message: `edge leaves ${kind} vertex "${edge.v}"; nothing may follow the end of a call`,
          edge: getEdgeKey(edge),
        });
      }
    }
    return findings;
  },
};

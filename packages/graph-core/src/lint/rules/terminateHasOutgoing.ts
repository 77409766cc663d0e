import type { Edge } from '../../edge.ts';
import { getEdgeKey } from '../../edge.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Nothing may follow a terminate_call vertex: the call has ended. */
export const terminateHasOutgoingRule: GraphLintRule = {
  id: 'terminate-has-outgoing',
  severity: 'error',
  description: 'an edge leaves a terminate_call vertex',
  check: ({ index, getVertexGroups }) => {
    const findings: LintFinding[] = [];
    // The edges of each terminate_call vertex, found through the index instead of reading every edge's source.
    const { terminateCalls } = getVertexGroups();
    for (let g = 0; g < terminateCalls.length; g++) {
      const position = terminateCalls[g] as number;
      for (let k = index.outStart[position] as number; k < (index.outStart[position + 1] as number); k++) {
        const edge = index.edges[index.outEdgeIds[k] as number] as Edge;
        findings.push({
          message: `edge leaves terminate_call vertex "${edge.v}"; nothing may follow the end of a call`,
          edge: getEdgeKey(edge),
        });
      }
    }
    return findings;
  },
};

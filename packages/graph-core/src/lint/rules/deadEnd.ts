import type { Vertex } from '../../questionnaire.ts';
import { getOutDegree } from '../../questionnaireIndex.ts';
import { getVertexKind } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/**
 * A call that reaches a vertex with nowhere to go stops without completing. Complete vertices and terminate_call
 * end a call on purpose; dynamic and embedded vertices continue in their sub-questionnaire; placeholders are
 * reported by their own rule.
 */
export const deadEndRule: GraphLintRule = {
  id: 'dead-end',
  severity: 'warning',
  description:
    'a vertex other than a complete vertex, a terminate_call, a placeholder, or a dynamic or embedded vertex has no outgoing edge',
  check: ({ questionnaire, index, complete, getVertexGroups }) => {
    const findings: LintFinding[] = [];
    const { mayEnd } = getVertexGroups();
    // Only vertices without outgoing edges that may not end a path are read: the index and the groups know the rest.
    for (let position = 0; position < mayEnd.length; position++) {
      if (mayEnd[position] === 1 || getOutDegree(index, position) > 0) continue;
      const node = questionnaire.nodes[position] as Vertex;
      if (complete.has(node.v)) continue;
      const kind = getVertexKind(node.value);
      findings.push({
        message: `${kind} vertex "${node.v}" has no outgoing edge and is not a complete vertex`,
        vertex: node.v,
      });
    }
    return findings;
  },
};

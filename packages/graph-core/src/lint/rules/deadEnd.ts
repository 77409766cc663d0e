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
  check: ({ questionnaire, index, complete }) => {
    const findings: LintFinding[] = [];
    questionnaire.nodes.forEach((node, position) => {
      if (getOutDegree(index, position) > 0 || complete.has(node.v)) return;
      const kind = getVertexKind(node.value);
      if (kind === 'terminate_call' || kind === 'placeholder' || kind === 'dynamic' || kind === 'embedded') return;
      findings.push({
        message: `${kind} vertex "${node.v}" has no outgoing edge and is not a complete vertex`,
        vertex: node.v,
      });
    });
    return findings;
  },
};

import { type Edge, getEdgeKey } from '../../edge.ts';
import { getVertexValueAt } from '../../questionnaireIndex.ts';
import { getVertexKind } from '../../vertexValue.ts';
import { isConditionOutcome } from '../lintContext.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/**
 * A condition must be one of the outcomes its source vertex can produce. `question` conditions are not derived from
 * the source vertex, so they are not checked.
 */
export const invalidConditionRule: GraphLintRule = {
  id: 'invalid-condition',
  severity: 'error',
  description: "a condition's value is not an option of its source vertex",
  check: ({ index, getConditionSpecs, getEdgeConditions }) => {
    const specs = getConditionSpecs();
    const findings: LintFinding[] = [];
    // The edge pass of the context found the edges with such a condition; only those are read again.
    for (const position of getEdgeConditions().invalid) {
      const edge = index.edges[position] as Edge;
      const source = index.edgeSources[position] as number;
      const spec = specs.at(source);
      for (const condition of edge.value) {
        if (isConditionOutcome(condition, spec)) continue;
        const kind = getVertexKind(getVertexValueAt(index, source));
        const options =
          spec && spec.options.length > 0
            ? `options: ${spec.action} = ${spec.options.join(' | ')}`
            : `a ${kind} vertex has no ${condition.action} outcomes`;
        findings.push({
          message: `condition ${condition.action} = "${condition.value}" is not an outcome of ${kind} vertex "${edge.v}" (${options})`,
          edge: getEdgeKey(edge),
        });
      }
    }
    return findings;
  },
};

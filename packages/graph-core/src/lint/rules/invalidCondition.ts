import { getConditionSpec } from '../../conditionOptions.ts';
import { getEdgeKey } from '../../edge.ts';
import { getVertexKind } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/**
 * A condition must be one of the outcomes its source vertex can produce. `question` conditions are not derived from
 * the source vertex, so they are not checked.
 */
export const invalidConditionRule: GraphLintRule = {
  id: 'invalid-condition',
  severity: 'error',
  description: "a condition's value is not an option of its source vertex",
  check: ({ questionnaire, index }) => {
    const findings: LintFinding[] = [];
    for (const edge of questionnaire.edges) {
      const source = index.vertices.get(edge.v);
      if (!source) continue;
      const spec = getConditionSpec(source);
      for (const condition of edge.value) {
        if (condition.action === 'question') continue;
        if (spec && condition.action === spec.action && spec.options.includes(condition.value)) continue;
        const kind = getVertexKind(source);
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

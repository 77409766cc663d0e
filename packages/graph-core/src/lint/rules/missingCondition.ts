import { getConditionSpec } from '../../conditionOptions.ts';
import { getEdgeKey } from '../../edge.ts';
import { getVertexKind } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Edges leaving a multiplying ask, a hot transfer or a validation vertex must say which outcome they follow. */
export const missingConditionRule: GraphLintRule = {
  id: 'missing-condition',
  severity: 'error',
  description: 'an edge leaves a multiplying ask, a hot transfer or a validation vertex without a condition',
  check: ({ questionnaire, index }) => {
    const findings: LintFinding[] = [];
    for (const edge of questionnaire.edges) {
      const source = index.vertices.get(edge.v);
      if (!source) continue;
      const spec = getConditionSpec(source);
      if (!spec?.required || edge.value.some((condition) => condition.action === spec.action)) continue;
      const options = spec.options.length > 0 ? `one of ${spec.options.join(' | ')}` : 'the ask has no branches yet';
      findings.push({
        message: `edge from ${getVertexKind(source)} vertex "${edge.v}" has no ${spec.action} condition (${options})`,
        edge: getEdgeKey(edge),
      });
    }
    return findings;
  },
};

import type { ConditionSpec } from '../../conditionOptions.ts';
import { type Edge, getEdgeKey } from '../../edge.ts';
import { getVertexValueAt } from '../../questionnaireIndex.ts';
import { getVertexKind } from '../../vertexValue.ts';
import { getConditionActionBit } from '../lintContext.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Edges leaving a multiplying ask, a hot transfer or a validation vertex must say which outcome they follow. */
export const missingConditionRule: GraphLintRule = {
  id: 'missing-condition',
  severity: 'error',
  description: 'an edge leaves a multiplying ask, a hot transfer or a validation vertex without a condition',
  check: ({ index, getConditionSpecs, getVertexGroups, getEdgeConditions }) => {
    const specs = getConditionSpecs();
    const { actions } = getEdgeConditions();
    const { conditionRequired } = getVertexGroups();
    const findings: LintFinding[] = [];
    // Only the edges of vertices that require a condition are looked at, and only those without one are read.
    for (let r = 0; r < conditionRequired.length; r++) {
      const source = conditionRequired[r] as number;
      const spec = specs.at(source) as ConditionSpec;
      const bit = getConditionActionBit(spec.action);
      for (let k = index.outStart[source] as number; k < (index.outStart[source + 1] as number); k++) {
        const position = index.outEdgeIds[k] as number;
        if (((actions[position] as number) & bit) !== 0) continue;
        const edge = index.edges[position] as Edge;
        const options = spec.options.length > 0 ? `one of ${spec.options.join(' | ')}` : 'the ask has no branches yet';
        const kind = getVertexKind(getVertexValueAt(index, source));
        findings.push({
          message: `edge from ${kind} vertex "${edge.v}" has no ${spec.action} condition (${options})`,
          edge: getEdgeKey(edge),
        });
      }
    }
    return findings;
  },
};

import type { ConditionAction } from '../../condition.ts';
import type { ConditionSpec } from '../../conditionOptions.ts';
import { type Edge, getEdgeKey } from '../../edge.ts';
import { getVertexValueAt } from '../../questionnaireIndex.ts';
import { getVertexKind } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Whether an edge carries a condition on an action. */
function hasConditionOn(edge: Edge, action: ConditionAction): boolean {
  for (const condition of edge.value) if (condition.action === action) return true;
  return false;
}

/** Edges leaving a multiplying ask, a hot transfer or a validation vertex must say which outcome they follow. */
export const missingConditionRule: GraphLintRule = {
  id: 'missing-condition',
  severity: 'error',
  description: 'an edge leaves a multiplying ask, a hot transfer or a validation vertex without a condition',
  check: ({ index, getConditionSpecs, getVertexGroups }) => {
    const specs = getConditionSpecs();
    const findings: LintFinding[] = [];
    // Only the edges of vertices that require a condition, found through the index, are read.
    for (const source of getVertexGroups().conditionRequired) {
      const spec = specs[source] as ConditionSpec;
      for (let k = index.outStart[source] as number; k < (index.outStart[source + 1] as number); k++) {
        const edge = index.edges[index.outEdgeIds[k] as number] as Edge;
        if (hasConditionOn(edge, spec.action)) continue;
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

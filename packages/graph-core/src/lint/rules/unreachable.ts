import { getReachableVertices } from '../../questionnaireIndex.ts';
import { isPlaceholderValue } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/**
 * A vertex no call can reach is dead weight or a forgotten edge. Placeholders are left to the placeholder rule, and
 * without a usable start (missing-start reports that) nothing is reported.
 */
export const unreachableRule: GraphLintRule = {
  id: 'unreachable',
  severity: 'warning',
  description: 'a vertex cannot be reached from the start',
  check: ({ questionnaire, index }) => {
    const start = questionnaire.starting_node;
    const startValue = start === undefined ? undefined : index.vertices.get(start);
    if (start === undefined || startValue === undefined || isPlaceholderValue(startValue)) return [];
    const reachable = getReachableVertices(index, start);
    const findings: LintFinding[] = [];
    for (const node of questionnaire.nodes) {
      if (reachable.has(node.v) || isPlaceholderValue(node.value)) continue;
      findings.push({ message: `vertex "${node.v}" cannot be reached from the start "${start}"`, vertex: node.v });
    }
    return findings;
  },
};

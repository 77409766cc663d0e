import { getReachablePositions, getVertexPosition, getVertexValueAt } from '../../questionnaireIndex.ts';
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
    const startAt = start === undefined ? -1 : getVertexPosition(index, start);
    if (startAt < 0 || isPlaceholderValue(getVertexValueAt(index, startAt))) return [];
    const reached = getReachablePositions(index, startAt);
    const findings: LintFinding[] = [];
    questionnaire.nodes.forEach((node, position) => {
      if (reached[position] === 1 || isPlaceholderValue(node.value)) return;
      findings.push({ message: `vertex "${node.v}" cannot be reached from the start "${start}"`, vertex: node.v });
    });
    return findings;
  },
};

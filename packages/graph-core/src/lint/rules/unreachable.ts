import type { Vertex } from '../../questionnaire.ts';
import { getReachablePositions, getVertexPosition } from '../../questionnaireIndex.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/**
 * A vertex no call can reach is dead weight or a forgotten edge. Placeholders are left to the placeholder rule, and
 * without a usable start (missing-start reports that) nothing is reported.
 */
export const unreachableRule: GraphLintRule = {
  id: 'unreachable',
  severity: 'warning',
  description: 'a vertex cannot be reached from the start',
  check: ({ questionnaire, index, getVertexGroups, scratch }) => {
    const start = questionnaire.starting_node;
    const startAt = start === undefined ? -1 : getVertexPosition(index, start);
    const { isPlaceholder } = getVertexGroups();
    if (startAt < 0 || isPlaceholder[startAt] === 1) return [];
    const reached = getReachablePositions(index, startAt, scratch);
    const findings: LintFinding[] = [];
    // The walk and the groups are typed arrays; only the vertices reported are read.
    for (let position = 0; position < reached.length; position++) {
      if (reached[position] === 1 || isPlaceholder[position] === 1) continue;
      const node = questionnaire.nodes[position] as Vertex;
      findings.push({ message: `vertex "${node.v}" cannot be reached from the start "${start}"`, vertex: node.v });
    }
    return findings;
  },
};

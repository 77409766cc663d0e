import { canHaveOutgoingEdges } from '../../conditionOptions.ts';
import { getEdgeKey } from '../../edge.ts';
import { getEdgeSourceValue } from '../../questionnaireIndex.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Nothing may follow a terminate_call vertex: the call has ended. */
export const terminateHasOutgoingRule: GraphLintRule = {
  id: 'terminate-has-outgoing',
  severity: 'error',
  description: 'an edge leaves a terminate_call vertex',
  check: ({ questionnaire, index }) => {
    const findings: LintFinding[] = [];
    questionnaire.edges.forEach((edge, position) => {
      const source = getEdgeSourceValue(index, position);
      if (source && !canHaveOutgoingEdges(source))
        findings.push({
          message: `edge leaves terminate_call vertex "${edge.v}"; nothing may follow the end of a call`,
          edge: getEdgeKey(edge),
        });
    });
    return findings;
  },
};

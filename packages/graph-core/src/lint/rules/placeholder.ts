import { isPlaceholderValue } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Placeholders are editing scaffolding: saving removes them with their edges, which may cut a path short. */
export const placeholderRule: GraphLintRule = {
  id: 'placeholder',
  severity: 'warning',
  description: 'the document still holds placeholder vertices',
  check: ({ questionnaire }) => {
    const findings: LintFinding[] = [];
    for (const node of questionnaire.nodes) {
      if (isPlaceholderValue(node.value))
        findings.push({
          message: `placeholder vertex "${node.v}" is not authored yet; saving removes it and its edges`,
          vertex: node.v,
        });
    }
    return findings;
  },
};

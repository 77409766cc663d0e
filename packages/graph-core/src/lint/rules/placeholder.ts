import type { Vertex } from '../../questionnaire.ts';
import { isPlaceholderValue } from '../../vertexValue.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Placeholders are editing scaffolding: saving removes them with their edges, which may cut a path short. */
export const placeholderRule: GraphLintRule = {
  id: 'placeholder',
  severity: 'warning',
  description: 'the document still holds placeholder vertices',
  check: ({ questionnaire }) => {
    const findings: LintFinding[] = [];
    // An indexed loop: this check runs once per lint, too rarely for the iterator of a `for…of` to be optimised away.
    for (let position = 0; position < questionnaire.nodes.length; position++) {
      const node = questionnaire.nodes[position] as Vertex;
      if (isPlaceholderValue(node.value))
        findings.push({
          message: `placeholder vertex "${node.v}" is not authored yet; saving removes it and its edges`,
          vertex: node.v,
        });
    }
    return findings;
  },
};

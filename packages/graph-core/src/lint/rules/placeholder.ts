import type { Vertex } from '../../questionnaire.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Placeholders are editing scaffolding: saving removes them with their edges, which may cut a path short. */
export const placeholderRule: GraphLintRule = {
  id: 'placeholder',
  severity: 'warning',
  description: 'the document still holds placeholder vertices',
  check: ({ questionnaire, getVertexGroups }) => {
    const findings: LintFinding[] = [];
    for (const position of getVertexGroups().placeholders) {
      const node = questionnaire.nodes[position] as Vertex;
      findings.push({
        message: `placeholder vertex "${node.v}" is not authored yet; saving removes it and its edges`,
        vertex: node.v,
      });
    }
    return findings;
  },
};

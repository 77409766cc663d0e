import type { Vertex } from '../../questionnaire.ts';
import type { GraphLintRule, LintFinding } from '../lintRuleDefinition.ts';

/** Placeholders are editing scaffolding: saving removes them with their edges, which may cut a path short. */
export const placeholderRule: GraphLintRule = {
  id: 'placeholder',
  severity: 'warning',
  description: 'the document still holds placeholder vertices',
  check: ({ questionnaire, getVertexGroups }) => {
    const findings: LintFinding[] = [];
    const { placeholders } = getVertexGroups();
    for (let g = 0; g < placeholders.length; g++) {
      const position = placeholders[g] as number;
      const node = questionnaire.nodes[position] as Vertex;
      findings.push({
        message: `placeholder vertex "${node.v}" is not authored yet; saving removes it and its edges`,
        vertex: node.v,
      });
    }
    return findings;
  },
};

import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form rule that spoken vertices have text, as a lint rule. */
export const vertexTextRule: GraphLintRule = {
  id: 'vertex-text',
  severity: 'error',
  description: 'say, ask or recording without text',
  check: (context) => findVertexIssues(context, 'vertex-text'),
};

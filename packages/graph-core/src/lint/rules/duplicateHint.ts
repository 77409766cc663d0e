import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form rule that a hint leads down one branch only, as a lint rule. */
export const duplicateHintRule: GraphLintRule = {
  id: 'duplicate-hint',
  severity: 'error',
  description: 'one hint used in two branches of the same ask',
  check: (context) => findVertexIssues(context, 'duplicate-hint'),
};

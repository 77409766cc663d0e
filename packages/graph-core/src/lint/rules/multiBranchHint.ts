import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form rule that every branch holds a hint, as a lint rule. */
export const multiBranchHintRule: GraphLintRule = {
  id: 'multi-branch-hint',
  severity: 'error',
  description: 'a multi_branch ask has a branch with no hint',
  check: (context) => findVertexIssues(context, 'multi-branch-hint'),
};

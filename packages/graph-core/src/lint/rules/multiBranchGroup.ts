import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form rule that a multi_branch ask names its hint group, as a lint rule. */
export const multiBranchGroupRule: GraphLintRule = {
  id: 'multi-branch-group',
  severity: 'error',
  description: 'a multi_branch ask has no hint group',
  check: (context) => findVertexIssues(context, 'multi-branch-group'),
};

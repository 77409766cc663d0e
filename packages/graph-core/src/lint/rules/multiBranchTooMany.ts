import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form limit of 10 branches, as a lint rule. */
export const multiBranchTooManyRule: GraphLintRule = {
  id: 'multi-branch-too-many',
  severity: 'error',
  description: 'more than 10 branches',
  check: (context) => findVertexIssues(context, 'multi-branch-too-many'),
};

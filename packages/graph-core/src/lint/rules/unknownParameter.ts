import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form parameter check, as a lint rule; it finds nothing unless known parameter keys are given. */
export const unknownParameterRule: GraphLintRule = {
  id: 'unknown-parameter',
  severity: 'error',
  description: "a {parameter} in a text, or a hot transfer's parameter, is not a known key",
  check: (context) => findVertexIssues(context, 'unknown-parameter'),
};

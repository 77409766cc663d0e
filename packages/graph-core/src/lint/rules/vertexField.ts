import type { GraphLintRule } from '../lintRuleDefinition.ts';
import { findVertexIssues } from '../vertexIssueRule.ts';

/** The vertex form's other required fields, as a lint rule. */
export const vertexFieldRule: GraphLintRule = {
  id: 'vertex-field',
  severity: 'error',
  description:
    'any other required payload field missing (phone, dynamic type, sub-questionnaire, recording file, request or wait message)',
  check: (context) => findVertexIssues(context, 'vertex-field'),
};

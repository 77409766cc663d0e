import type { Vertex } from '../questionnaire.ts';
import type { VertexIssueCode } from '../rules/validateVertex.ts';
import { getVertexKind } from '../vertexValue.ts';
import type { LintRule } from './diagnostic.ts';
import type { LintContext } from './lintContext.ts';
import type { LintFinding } from './lintRuleDefinition.ts';

/**
 * The lint rule each vertex form issue is reported under. The hot transfer's connected and not-connected texts
 * belong to the add dialog only (lint checks saved vertices), so they map to none.
 */
export const VERTEX_ISSUE_RULES = {
  'require-text': 'vertex-text',
  'require-file': 'vertex-field',
  'require-phone': 'vertex-field',
  'require-dynamic-type': 'vertex-field',
  'require-sub-questionnaire': 'vertex-field',
  'require-request-message': 'vertex-field',
  'require-wait-message': 'vertex-field',
  'require-connected-text': undefined,
  'require-not-connected-text': undefined,
  'multi-branch-group': 'multi-branch-group',
  'multi-branch-hint': 'multi-branch-hint',
  'multi-branch-too-many': 'multi-branch-too-many',
  'duplicate-hint': 'duplicate-hint',
  'unknown-parameter': 'unknown-parameter',
} as const satisfies Record<VertexIssueCode, LintRule | undefined>;

/**
 * The findings of one lint rule among the vertex form's issues (`validateVertex`, the one place the form rules
 * live), each naming the vertex, its kind and the field.
 */
export function findVertexIssues(context: LintContext, rule: LintRule): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const [position, issues] of context.getVertexIssues()) {
    for (const issue of issues) {
      if (VERTEX_ISSUE_RULES[issue.code] !== rule) continue;
      const { v, value } = context.index.nodes[position] as Vertex;
      const where = issue.branch === undefined ? issue.field : `${issue.field}, branch ${issue.branch + 1}`;
      findings.push({ message: `${getVertexKind(value)} vertex: ${issue.message} (${where})`, vertex: v });
    }
  }
  return findings;
}

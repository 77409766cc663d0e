import { formatIssuePath, type SchemaIssue } from '../../parseQuestionnaire.ts';
import type { Diagnostic } from '../diagnostic.ts';
import type { LintRuleInfo } from '../lintRuleDefinition.ts';

/** The document does not match the format; when it fires, no other rule runs. */
export const schemaRule: LintRuleInfo = {
  id: 'schema',
  severity: 'error',
  description:
    'the document does not match the format (unknown kind, missing field, wrong type, edge to a missing vertex, two kind keys)',
};

/** Turns `parseQuestionnaire`'s issues into diagnostics, each naming its JSON path and its vertex or edge. */
export function reportSchemaIssues(issues: readonly SchemaIssue[]): Diagnostic[] {
  return issues.map((issue) => {
    const diagnostic: Diagnostic = {
      rule: schemaRule.id,
      severity: schemaRule.severity,
      message: `${formatIssuePath(issue.path)}: ${issue.message}`,
    };
    if (issue.vertex !== undefined) diagnostic.vertex = issue.vertex;
    if (issue.edge !== undefined) diagnostic.edge = { ...issue.edge };
    return diagnostic;
  });
}

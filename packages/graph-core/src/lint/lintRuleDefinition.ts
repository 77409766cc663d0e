import type { EdgeKey } from '../edge.ts';
import type { LintRule, LintSeverity } from './diagnostic.ts';
import type { LintContext } from './lintContext.ts';

/** What a rule is, for documentation, the CLI's SARIF output and editors. */
export interface LintRuleInfo {
  id: LintRule;
  severity: LintSeverity;
  /** When the rule fires, in one sentence. */
  description: string;
}

/** One thing a rule found; the runner adds the rule id and severity. */
export interface LintFinding {
  message: string;
  vertex?: string;
  edge?: EdgeKey;
}

/** A rule that checks a document that passed the schema. */
export interface GraphLintRule extends LintRuleInfo {
  check: (context: LintContext) => LintFinding[];
}

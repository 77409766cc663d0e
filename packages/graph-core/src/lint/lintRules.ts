import type { GraphLintRule, LintRuleInfo } from './lintRuleDefinition.ts';
import { deadEndRule } from './rules/deadEnd.ts';
import { duplicateHintRule } from './rules/duplicateHint.ts';
import { invalidConditionRule } from './rules/invalidCondition.ts';
import { missingCompleteRule } from './rules/missingComplete.ts';
import { missingConditionRule } from './rules/missingCondition.ts';
import { missingStartRule } from './rules/missingStart.ts';
import { multiBranchGroupRule } from './rules/multiBranchGroup.ts';
import { multiBranchHintRule } from './rules/multiBranchHint.ts';
import { multiBranchMissingEdgesRule } from './rules/multiBranchMissingEdges.ts';
import { multiBranchTooManyRule } from './rules/multiBranchTooMany.ts';
import { placeholderRule } from './rules/placeholder.ts';
import { schemaRule } from './rules/schema.ts';
import { terminateHasOutgoingRule } from './rules/terminateHasOutgoing.ts';
import { unknownParameterRule } from './rules/unknownParameter.ts';
import { unreachableRule } from './rules/unreachable.ts';
import { vertexFieldRule } from './rules/vertexField.ts';
import { vertexTextRule } from './rules/vertexText.ts';

/** The rules that run on a document that passed the schema, in the order of conventions.md's table. */
export const GRAPH_LINT_RULES: readonly GraphLintRule[] = [
  missingStartRule,
  missingCompleteRule,
  terminateHasOutgoingRule,
  missingConditionRule,
  invalidConditionRule,
  multiBranchMissingEdgesRule,
  multiBranchGroupRule,
  multiBranchHintRule,
  multiBranchTooManyRule,
  duplicateHintRule,
  vertexTextRule,
  vertexFieldRule,
  unknownParameterRule,
  unreachableRule,
  deadEndRule,
  placeholderRule,
];

/** Every lint rule with its severity and description: the table the CLI's SARIF output and the docs are built from. */
export const LINT_RULES: readonly LintRuleInfo[] = [schemaRule, ...GRAPH_LINT_RULES].map(
  ({ id, severity, description }) => ({ id, severity, description }),
);

import { z } from 'zod';

/** Every lint rule id, in the order of conventions.md's table (the CLI, SARIF output and editors key on these). */
export const LINT_RULE_IDS = [
  'schema',
  'missing-start',
  'missing-complete',
  'terminate-has-outgoing',
  'missing-condition',
  'invalid-condition',
  'multi-branch-missing-edges',
  'multi-branch-group',
  'multi-branch-hint',
  'multi-branch-too-many',
  'duplicate-hint',
  'vertex-text',
  'vertex-field',
  'unknown-parameter',
  'unreachable',
  'dead-end',
  'placeholder',
] as const;

/** A lint rule id. */
export const lintRuleSchema = z.enum(LINT_RULE_IDS);
export type LintRule = z.infer<typeof lintRuleSchema>;

/** Errors make `carecall lint` fail; warnings are reported but allowed. */
export const lintSeveritySchema = z.enum(['error', 'warning']);
export type LintSeverity = z.infer<typeof lintSeveritySchema>;

/** One lint finding, pointing at the vertex or edge it is about so editors and the CLI can jump to it. */
export const diagnosticSchema = z.object({
  rule: lintRuleSchema,
  severity: lintSeveritySchema,
  message: z.string(),
  vertex: z.string().optional(),
  edge: z.object({ v: z.string(), w: z.string(), name: z.string() }).optional(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

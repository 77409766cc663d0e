import type { Diagnostic } from '@carecall/graph-core';

/** The diagnostics of one linted file, as `--format json` prints them. */
export interface LintFileResult {
  file: string;
  diagnostics: Diagnostic[];
}

/** The output formats of `carecall lint`. */
export const LINT_REPORT_FORMATS = ['text', 'json', 'sarif'] as const;
export type LintReportFormat = (typeof LINT_REPORT_FORMATS)[number];

/** Whether any file has an error-severity diagnostic, which makes `carecall lint` exit 1. */
export function hasLintErrors(results: readonly LintFileResult[]): boolean {
  return results.some((result) => result.diagnostics.some((diagnostic) => diagnostic.severity === 'error'));
}

/** The `--format json` report (conventions.md): one entry per file, diagnostics in document order. */
export function formatLintJson(results: readonly LintFileResult[]): string {
  return `${JSON.stringify(results, null, 2)}\n`;
}

import type { Diagnostic } from '@carecall/graph-core';
import type { LintFileResult } from './lintReport.ts';

/** Options of `formatLintText`. */
export interface LintTextOptions {
  /** Colour severities with ANSI codes; only for a terminal. */
  color: boolean;
}

const ANSI = { red: 31, yellow: 33, green: 32, dim: 2, bold: 1 } as const;

/** Where a diagnostic points: its vertex, its edge, or nothing for the document as a whole. */
export function formatDiagnosticLocation(diagnostic: Pick<Diagnostic, 'vertex' | 'edge'>): string | undefined {
  if (diagnostic.edge) return `edge ${diagnostic.edge.v} -> ${diagnostic.edge.w} (${diagnostic.edge.name})`;
  if (diagnostic.vertex !== undefined) return `vertex ${diagnostic.vertex}`;
  return undefined;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The human report: one line per diagnostic naming the file, the vertex or edge, the severity, the message and the
 * rule (`file: vertex v: error: message [rule]`, easy to grep and to jump to), then a summary line.
 */
export function formatLintText(results: readonly LintFileResult[], options: LintTextOptions): string {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const lines: string[] = [];
  let errors = 0;
  let warnings = 0;
  for (const { file, diagnostics } of results) {
    for (const diagnostic of diagnostics) {
      if (diagnostic.severity === 'error') errors += 1;
      else warnings += 1;
      const severity = paint(diagnostic.severity === 'error' ? ANSI.red : ANSI.yellow, diagnostic.severity);
      const location = formatDiagnosticLocation(diagnostic);
      const where = location === undefined ? paint(ANSI.bold, file) : `${paint(ANSI.bold, file)}: ${location}`;
      lines.push(`${where}: ${severity}: ${diagnostic.message} ${paint(ANSI.dim, `[${diagnostic.rule}]`)}`);
    }
  }
  const files = plural(results.length, 'file');
  if (errors + warnings === 0) lines.push(paint(ANSI.green, `no problems in ${files}`));
  else {
    const summary = `${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}) in ${files}`;
    lines.push(paint(ANSI.bold, paint(errors > 0 ? ANSI.red : ANSI.yellow, summary)));
  }
  return `${lines.join('\n')}\n`;
}

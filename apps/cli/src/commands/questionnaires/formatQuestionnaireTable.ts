import type { QuestionnaireListEntry } from '@carecall/api-client';

const COLUMNS = ['id', 'name', 'language', 'type', 'archived'] as const;

/**
 * The `list` table: id, name, language, type and archived, one questionnaire per line, columns padded to their
 * widest cell so the output reads in a terminal and splits on runs of spaces in scripts.
 */
export function formatQuestionnaireTable(entries: readonly QuestionnaireListEntry[]): string {
  const rows = entries.map((entry) => [
    String(entry.id),
    entry.name,
    entry.language,
    entry.type,
    entry.archive ? 'yes' : 'no',
  ]);
  const widths = COLUMNS.map((column, index) => Math.max(column.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[format(COLUMNS), ...rows.map(format)].join('\n')}\n`;
}

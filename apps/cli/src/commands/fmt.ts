import { writeFile } from 'node:fs/promises';
import {
  formatQuestionnaire,
  lintQuestionnaire,
  parseQuestionnaire,
  type QuestionnaireInput,
} from '@carecall/graph-core';
import { Command, Option } from 'commander';
import { z } from 'zod';
import { CliError, EXIT } from '../cliError.ts';
import { setExitCode } from '../exitCode.ts';
import { type CliIo, readJsonFile, readTextFile } from '../io.ts';
import { parseOptions } from '../parseOptions.ts';
import type { LintFileResult } from './lintReport.ts';
import { formatLintText } from './lintTextReport.ts';

/**
 * The arguments and flags of `carecall fmt`, checked at the top of its action and turned into one mode. One mode at a
 * time, and one file unless the mode is `--check` or `--write` (printing several documents one after the other would
 * not be JSON).
 */
export const fmtCommandSchema = z
  .object({
    files: z.array(z.string().min(1)).min(1),
    check: z.boolean().default(false),
    write: z.boolean().default(false),
  })
  .refine(({ check, write }) => !(check && write), { message: '--check and --write cannot be used together' })
  .refine(({ files, check, write }) => check || write || files.length === 1, {
    message: 'several files need --check or --write; without them fmt prints one file',
  })
  .transform(({ files, check, write }) => ({ files, mode: check ? 'check' : write ? 'write' : 'print' }) as const);

async function writeText(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text, 'utf8');
  } catch (error) {
    throw new CliError(`${file}: cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/**
 * `carecall fmt <files...> [--check] [--write]`: rewrites questionnaire JSON in graph-core's canonical key order and
 * 2-space indentation. Without a flag it prints the one file given; `--check` lists the files that would change
 * (exit 1 if any); `--write` rewrites them in place and lists them. A file that fails the schema is never
 * rewritten: its schema problems go to stderr and the exit code is 1. Every file is read before anything is written.
 */
export function createFmtCommand(io: CliIo): Command {
  return new Command('fmt')
    .description('Format questionnaire JSON files canonically (key order, 2-space indentation).')
    .argument('<files...>', 'questionnaire JSON files')
    .addOption(new Option('--check', 'list the files that are not formatted; exit 1 if there is one'))
    .addOption(new Option('--write', 'rewrite the files in place'))
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (rawFiles: unknown, rawOptions: Record<string, unknown>, command: Command) => {
      const { files, mode } = parseOptions(command, fmtCommandSchema, { ...rawOptions, files: rawFiles });
      const documents: { file: string; input: unknown; text: string }[] = [];
      for (const file of files) {
        const input = await readJsonFile(file);
        // The text as written, to tell whether formatting changes it.
        const text = mode === 'print' ? '' : await readTextFile(file);
        documents.push({ file, input, text });
      }
      const invalid: LintFileResult[] = [];
      const changed: { file: string; formatted: string }[] = [];
      for (const { file, input, text } of documents) {
        if (!parseQuestionnaire(input).ok) {
          invalid.push({ file, diagnostics: lintQuestionnaire(input) });
          continue;
        }
        const formatted = formatQuestionnaire(input as QuestionnaireInput);
        if (mode === 'print') io.stdout(formatted);
        else if (formatted !== text) changed.push({ file, formatted });
      }
      if (mode === 'write') for (const { file, formatted } of changed) await writeText(file, formatted);
      for (const { file } of changed) io.stdout(`${file}\n`);
      if (invalid.length > 0) io.stderr(formatLintText(invalid, { color: false }));
      const failed = invalid.length > 0 || (mode === 'check' && changed.length > 0);
      setExitCode(command, failed ? EXIT.failure : EXIT.ok);
    });
}

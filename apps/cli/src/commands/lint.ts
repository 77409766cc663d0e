import { knownParametersSchema, lintQuestionnaire } from '@carecall/graph-core';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError, EXIT } from '../cliError.ts';
import { CLI_VERSION } from '../cliVersion.ts';
import { setExitCode } from '../exitCode.ts';
import { type CliIo, readJsonFile } from '../io.ts';
import { parseOptions } from '../parseOptions.ts';
import { formatLintJson, hasLintErrors, LINT_REPORT_FORMATS, type LintFileResult } from './lintReport.ts';
import { formatLintSarif } from './lintSarifReport.ts';
import { formatLintText } from './lintTextReport.ts';

/** The options and arguments of `carecall lint`, checked at the top of its action. */
export const lintCommandSchema = z.object({
  files: z.array(z.string().min(1)).min(1),
  format: z.enum(LINT_REPORT_FORMATS).default('text'),
  params: z.string().min(1).optional(),
});

/** Reads `--params`: a JSON array of known parameter keys; anything else is a usage error naming the file. */
async function readKnownParameters(file: string): Promise<string[]> {
  const parsed = knownParametersSchema.safeParse(await readJsonFile(file));
  if (!parsed.success) throw new CliError(`${file}: expected a JSON array of parameter keys (strings)`);
  return parsed.data;
}

/**
 * `carecall lint [files...]`: checks questionnaire files with every lint rule and prints text, JSON or SARIF. Exits
 * 0 without errors (warnings allowed), 1 with at least one error, 2 on a usage error or an unreadable or non-JSON
 * file; every file is read before anything is printed, so a bad path never leaves half a report.
 */
export function createLintCommand(io: CliIo): Command {
  return new Command('lint')
    .description('Check questionnaire JSON files against the format and the editor rules.')
    .argument('[files...]', 'questionnaire JSON files')
    .option('--format <format>', `output format: ${LINT_REPORT_FORMATS.join(', ')} (default: text)`)
    .option('--params <file>', 'JSON array of known parameter keys; without it parameters are not checked')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (rawFiles: unknown, rawOptions: Record<string, unknown>, command: Command) => {
      const { files, format, params } = parseOptions(command, lintCommandSchema, { ...rawOptions, files: rawFiles });
      const knownParameters = params === undefined ? undefined : await readKnownParameters(params);
      const documents: { file: string; input: unknown }[] = [];
      for (const file of files) documents.push({ file, input: await readJsonFile(file) });
      const results: LintFileResult[] = documents.map(({ file, input }) => ({
        file,
        diagnostics: lintQuestionnaire(input, knownParameters === undefined ? {} : { knownParameters }),
      }));
      if (format === 'json') io.stdout(formatLintJson(results));
      else if (format === 'sarif') io.stdout(formatLintSarif(results, CLI_VERSION));
      else io.stdout(formatLintText(results, { color: io.isTty }));
      setExitCode(command, hasLintErrors(results) ? EXIT.failure : EXIT.ok);
    });
}

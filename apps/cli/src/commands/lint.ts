import { knownParametersSchema, lintQuestionnaire } from '@carecall/graph-core';
import { Command, Option } from 'commander';
import { CliError, EXIT } from '../cliError.ts';
import { type CliIo, readJsonFile } from '../io.ts';
import { CLI_VERSION, setExitCode } from '../program.ts';
import {
  formatLintJson,
  hasLintErrors,
  LINT_REPORT_FORMATS,
  type LintFileResult,
  type LintReportFormat,
} from './lintReport.ts';
import { formatLintSarif } from './lintSarifReport.ts';
import { formatLintText } from './lintTextReport.ts';

interface LintCommandOptions {
  format: LintReportFormat;
  params?: string;
}

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
    .addOption(new Option('--format <format>', 'output format').choices([...LINT_REPORT_FORMATS]).default('text'))
    .option('--params <file>', 'JSON array of known parameter keys; without it parameters are not checked')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (files: string[], options: LintCommandOptions, command: Command) => {
      if (files.length === 0) throw new CliError('lint: no files given (usage: carecall lint <files...>)');
      const knownParameters = options.params === undefined ? undefined : await readKnownParameters(options.params);
      const documents: { file: string; input: unknown }[] = [];
      for (const file of files) documents.push({ file, input: await readJsonFile(file) });
      const results: LintFileResult[] = documents.map(({ file, input }) => ({
        file,
        diagnostics: lintQuestionnaire(input, knownParameters === undefined ? {} : { knownParameters }),
      }));
      if (options.format === 'json') io.stdout(formatLintJson(results));
      else if (options.format === 'sarif') io.stdout(formatLintSarif(results, CLI_VERSION));
      else io.stdout(formatLintText(results, { color: io.isTty }));
      setExitCode(command, hasLintErrors(results) ? EXIT.failure : EXIT.ok);
    });
}

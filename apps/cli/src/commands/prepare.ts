import { lintAndPrepareQuestionnaire } from '@carecall/graph-core';
import { Command } from 'commander';
import { z } from 'zod';
import { EXIT } from '../cliError.ts';
import { setExitCode } from '../exitCode.ts';
import { type CliIo, readJsonFile } from '../io.ts';
import { parseOptions } from '../parseOptions.ts';
import { formatLintText } from './lintTextReport.ts';

/** The argument of `carecall prepare`, checked at the top of its action. */
export const prepareCommandSchema = z.object({
  file: z.string().min(1),
});

/**
 * `carecall prepare <file>`: prints the prepared form (what the editor saves) as 2-space JSON on stdout. A document
 * that fails the schema cannot be prepared: its schema diagnostics go to stderr and the exit code is 1.
 */
export function createPrepareCommand(io: CliIo): Command {
  return new Command('prepare')
    .description('Print the prepared (saved) form of a questionnaire JSON file.')
    .argument('<file>', 'questionnaire JSON file')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (rawFile: unknown, rawOptions: Record<string, unknown>, command: Command) => {
      const { file } = parseOptions(command, prepareCommandSchema, { ...rawOptions, file: rawFile });
      const input = await readJsonFile(file);
      // One walk parses, lints and prepares; a document that fails the schema has only schema diagnostics.
      const result = lintAndPrepareQuestionnaire(input);
      if (!result.ok) {
        io.stderr(formatLintText([{ file, diagnostics: result.diagnostics }], { color: false }));
        setExitCode(command, EXIT.failure);
        return;
      }
      io.stdout(`${JSON.stringify(result.prepared, null, 2)}\n`);
      setExitCode(command, EXIT.ok);
    });
}

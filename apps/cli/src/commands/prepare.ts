import { lintQuestionnaire, parseQuestionnaire, prepareQuestionnaire } from '@carecall/graph-core';
import { Command } from 'commander';
import { EXIT } from '../cliError.ts';
import { type CliIo, readJsonFile } from '../io.ts';
import { setExitCode } from '../program.ts';
import { formatLintText } from './lintTextReport.ts';

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
    .action(async (file: string, _options: unknown, command: Command) => {
      const input = await readJsonFile(file);
      const parsed = parseQuestionnaire(input);
      if (!parsed.ok) {
        // lint reports only schema diagnostics for a document that fails the schema.
        const diagnostics = lintQuestionnaire(input);
        io.stderr(formatLintText([{ file, diagnostics }], { color: false }));
        setExitCode(command, EXIT.failure);
        return;
      }
      io.stdout(`${JSON.stringify(prepareQuestionnaire(parsed.questionnaire), null, 2)}\n`);
      setExitCode(command, EXIT.ok);
    });
}

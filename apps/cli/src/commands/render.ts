import { writeFile } from 'node:fs/promises';
import { lintQuestionnaire, parseQuestionnaire } from '@carecall/graph-core';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError, EXIT } from '../cliError.ts';
import { setExitCode } from '../exitCode.ts';
import { type CliIo, readJsonFile } from '../io.ts';
import { parseOptions } from '../parseOptions.ts';
import { renderSvg } from '../render/renderSvg.ts';
import { formatLintText } from './lintTextReport.ts';

/** The argument and options of `carecall render`, checked at the top of its action. */
export const renderCommandSchema = z.object({
  file: z.string().min(1),
  output: z.string().min(1).optional(),
});

/**
 * `carecall render <file> [-o out.svg]`: draws a questionnaire as an SVG (graph-core's layout, one look per vertex
 * kind, a legend, condition labels, start and complete vertices marked), on stdout or into the `-o` file. A document
 * that fails the schema cannot be drawn: its schema problems go to stderr and the exit code is 1.
 */
export function createRenderCommand(io: CliIo): Command {
  return new Command('render')
    .description('Draw a questionnaire JSON file as an SVG diagram.')
    .argument('<file>', 'questionnaire JSON file')
    .option('-o, --output <file>', 'write the SVG to this file instead of stdout')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (rawFile: unknown, rawOptions: Record<string, unknown>, command: Command) => {
      const { file, output } = parseOptions(command, renderCommandSchema, { ...rawOptions, file: rawFile });
      const input = await readJsonFile(file);
      const parsed = parseQuestionnaire(input);
      if (!parsed.ok) {
        io.stderr(formatLintText([{ file, diagnostics: lintQuestionnaire(input) }], { color: false }));
        setExitCode(command, EXIT.failure);
        return;
      }
      const svg = renderSvg(parsed.questionnaire);
      if (output === undefined) io.stdout(svg);
      else {
        try {
          await writeFile(output, svg, 'utf8');
        } catch (error) {
          throw new CliError(
            `${output}: cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
          );
        }
      }
      setExitCode(command, EXIT.ok);
    });
}

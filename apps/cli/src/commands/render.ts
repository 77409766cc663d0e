import { writeFile } from 'node:fs/promises';
import { lintQuestionnaire, parseQuestionnaire } from '@carecall/graph-core';
import { Command } from 'commander';
import { CliError, EXIT } from '../cliError.ts';
import { type CliIo, readJsonFile } from '../io.ts';
import { setExitCode } from '../program.ts';
import { renderSvg } from '../render/renderSvg.ts';
import { formatLintText } from './lintTextReport.ts';

interface RenderOptions {
  file: string;
  output: string | undefined;
}

/** Checks the arguments commander hands over: one file, and `-o` naming a file when given. */
function parseRenderOptions(file: unknown, options: unknown): RenderOptions {
  const flags = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
  if (typeof file !== 'string' || file === '')
    throw new CliError('render: expected a file (usage: carecall render <file> [-o out.svg])');
  const output = flags.output;
  if (output !== undefined && (typeof output !== 'string' || output === ''))
    throw new CliError('render: -o needs a file name');
  return { file, output: output as string | undefined };
}

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
    .action(async (rawFile: unknown, rawOptions: unknown, command: Command) => {
      const { file, output } = parseRenderOptions(rawFile, rawOptions);
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

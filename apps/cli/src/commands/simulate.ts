import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Questionnaire } from '@carecall/graph-core';
import type { RunInput } from '@carecall/graph-core/runner';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError, EXIT } from '../cliError.ts';
import { setExitCode } from '../exitCode.ts';
import { type CliIo, type CliStdin, readJsonFile, readTextFile } from '../io.ts';
import { parseOptions } from '../parseOptions.ts';
import { formatSimulationJson, formatSimulationLine, formatSimulationStatus } from '../simulate/formatSimulation.ts';
import { loadLibrary, type PreparedFile, prepareFile } from '../simulate/loadLibrary.ts';
import { parseInputLine } from '../simulate/parseInputLine.ts';
import { runSimulation, type SimulationPrompt } from '../simulate/runSimulation.ts';
import { simulationContextFileSchema, toRunContext } from '../simulate/simulationContext.ts';
import { formatLintText } from './lintTextReport.ts';

/** The output formats of `carecall simulate`. */
export const SIMULATE_FORMATS = ['text', 'json'] as const;

/** The options and argument of `carecall simulate`, checked at the top of its action. */
export const simulateCommandSchema = z.object({
  file: z.string().min(1),
  inputs: z.string().min(1).optional(),
  context: z.string().min(1).optional(),
  library: z.string().min(1).optional(),
  format: z.enum(SIMULATE_FORMATS).default('text'),
});

/** Reads an inputs file: every line checked before the run starts, so a typo is reported with its line number. */
async function readInputsFile(file: string): Promise<RunInput[]> {
  const inputs: RunInput[] = [];
  const lines = (await readTextFile(file)).split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const parsed = parseInputLine(line);
    if (!parsed.ok) throw new CliError(`${file}:${index + 1}: ${parsed.message}`);
    if (parsed.input) inputs.push(parsed.input);
  }
  return inputs;
}

/** Reads `--context` against its schema; a file that does not match is a usage error naming the field. */
async function readContextFile(file: string) {
  const parsed = simulationContextFileSchema.safeParse(await readJsonFile(file));
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new CliError(`${file}: ${where}${issue?.message ?? 'not a simulation context'}`);
}

/** Lines of standard input, read one at a time: `undefined` once it has ended. */
function readStdinLines(stdin: CliStdin, io: CliIo) {
  // The prompt goes to stderr, so that stdout holds only the transcript or the JSON result.
  const output = new Writable({
    write(chunk, _encoding, done) {
      io.stderr(String(chunk));
      done();
    },
  });
  const reader = createInterface({ input: stdin.stream, output, terminal: stdin.isTty });
  const lines = reader[Symbol.asyncIterator]();
  return {
    async next(prompt: string): Promise<string | undefined> {
      if (stdin.isTty) {
        reader.setPrompt(prompt);
        reader.prompt();
      }
      const line = await lines.next();
      return line.done ? undefined : line.value;
    },
    close: () => reader.close(),
  };
}

/** The interactive prompt: what the run waits for and which answers it understands. */
function describePrompt(prompt: SimulationPrompt): string {
  if (prompt.waitsFor === 'transfer') return '[!transfer answered | !transfer not-answered | !hangup] > ';
  const options = prompt.options.length > 0 ? `${prompt.options.join(' | ')} | ` : '';
  return `[${options}!digits N | !no-input | !hangup] > `;
}

/** Reports files that cannot run in the lint text format; returns whether there were any. */
function reportLintErrors(io: CliIo, failed: readonly PreparedFile[]): boolean {
  const results = failed.flatMap((file) => (file.ok ? [] : [{ file: file.file, diagnostics: file.diagnostics }]));
  if (results.length === 0) return false;
  io.stderr(formatLintText(results, { color: false }));
  return true;
}

/**
 * `carecall simulate <file>`: runs a questionnaire with the runner the bot uses, from an inputs file, standard
 * input, or a prompt on a terminal, and prints the conversation (text) or the run's result (JSON). Exits 0 when the
 * run ended completed or terminated; 1 when it ended otherwise, the inputs ran out while it waited, or a
 * questionnaire has lint errors; 2 on a usage error or a file that cannot be read or is not JSON.
 */
export function createSimulateCommand(io: CliIo): Command {
  return new Command('simulate')
    .description('Run a questionnaire as a call would, from typed or scripted answers.')
    .argument('<file>', 'questionnaire JSON file')
    .option(
      '--inputs <file>',
      "the client's inputs, one a line (utterance, !digits N, !no-input, !transfer answered|not-answered, !hangup)",
    )
    .option(
      '--context <file>',
      "JSON with the client's params, patient birth_date and zip_code, and dynamic sub-questionnaire ids",
    )
    .option('--library <dir>', 'folder of questionnaire files that embedded and dynamic vertices enter, found by id')
    .option('--format <format>', `output format: ${SIMULATE_FORMATS.join(', ')} (default: text)`)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .action(async (rawFile: unknown, rawOptions: Record<string, unknown>, command: Command) => {
      const options = parseOptions(command, simulateCommandSchema, { ...rawOptions, file: rawFile });
      // Every file is read and checked before the run starts, so a bad file never leaves half a conversation.
      const main = await prepareFile(options.file);
      const contextFile = options.context === undefined ? {} : await readContextFile(options.context);
      const scripted = options.inputs === undefined ? undefined : await readInputsFile(options.inputs);
      const library = options.library === undefined ? undefined : await loadLibrary(options.library);
      if (reportLintErrors(io, [main, ...(library?.failed ?? [])]) || !main.ok) {
        setExitCode(command, EXIT.failure);
        return;
      }
      const questionnaires = new Map<number, Questionnaire>();
      for (const [id, file] of library?.byId ?? []) if (file.ok) questionnaires.set(id, file.prepared);
      // The questionnaire itself can be entered too (an embedded vertex naming its own id), as on a server.
      if (!questionnaires.has(main.prepared.id)) questionnaires.set(main.prepared.id, main.prepared);
      const context = toRunContext(contextFile, questionnaires);

      const stdin = scripted === undefined && io.stdin ? readStdinLines(io.stdin, io) : undefined;
      const nextInput = async (prompt: SimulationPrompt): Promise<RunInput | undefined> => {
        if (scripted) return scripted.shift();
        if (!stdin) return undefined;
        for (;;) {
          const line = await stdin.next(describePrompt(prompt));
          if (line === undefined) return undefined;
          const parsed = parseInputLine(line);
          if (!parsed.ok) {
            // A typo at the prompt is asked again; piped input is a script, and stops at its first bad line.
            if (io.stdin?.isTty) {
              io.stderr(`${parsed.message}\n`);
              continue;
            }
            throw new CliError(`standard input: ${parsed.message}`);
          }
          if (parsed.input) return parsed.input;
        }
      };
      const text = options.format === 'text';
      try {
        const result = await runSimulation(main.prepared, context, nextInput, (line) => {
          if (text) io.stdout(formatSimulationLine(line));
        });
        io.stdout(text ? formatSimulationStatus(result) : formatSimulationJson(result));
        const succeeded = result.reason === 'completed' || result.reason === 'terminated';
        setExitCode(command, succeeded ? EXIT.ok : EXIT.failure);
      } finally {
        stdin?.close();
      }
    });
}

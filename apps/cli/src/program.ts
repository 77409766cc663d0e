import { Command, CommanderError } from 'commander';
import { CliError, EXIT } from './cliError.ts';
import { CLI_VERSION } from './cliVersion.ts';
import { createFmtCommand } from './commands/fmt.ts';
import { createLintCommand } from './commands/lint.ts';
import { createPrepareCommand } from './commands/prepare.ts';
import { createQuestionnairesCommand } from './commands/questionnaires/questionnaires.ts';
import { createRenderCommand } from './commands/render.ts';
import { createSimulateCommand } from './commands/simulate.ts';
import { getExitCode } from './exitCode.ts';
import { type CliIo, processIo } from './io.ts';

/** Builds the `carecall` program; every command writes through `io` and reports its exit code by returning it. */
export function createProgram(io: CliIo = processIo): Command {
  const program = new Command('carecall')
    .description('Lint, prepare, format, render, simulate and copy CareCall questionnaire JSON.')
    .version(CLI_VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError();
  program.addCommand(createLintCommand(io));
  program.addCommand(createPrepareCommand(io));
  program.addCommand(createFmtCommand(io));
  program.addCommand(createRenderCommand(io));
  program.addCommand(createSimulateCommand(io));
  program.addCommand(createQuestionnairesCommand(io));
  return program;
}

/** One place that turns every failure into a message for people and an exit code. */
export function handleError(error: unknown, io: CliIo): number {
  if (error instanceof CliError) {
    io.stderr(`carecall: ${error.message}\n`);
    return error.exitCode;
  }
  if (error instanceof CommanderError) {
    if (
      error.code === 'commander.helpDisplayed' ||
      error.code === 'commander.version' ||
      error.code === 'commander.help'
    )
      return EXIT.ok;
    return EXIT.usage;
  }
  io.stderr(`carecall: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT.usage;
}

/**
 * Runs the CLI with user arguments (without `node` and the script) and resolves to the exit code. Commands record
 * their exit code with `setExitCode` rather than on `process`, so tests can run many commands in one process.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return getExitCode(program);
  } catch (error) {
    return handleError(error, io);
  }
}

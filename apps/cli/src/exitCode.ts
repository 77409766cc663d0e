import type { Command } from 'commander';
import { EXIT } from './cliError.ts';

// Keyed by the program, so tests can run many programs in one process without sharing an exit code.
const exitCodes = new WeakMap<Command, number>();

/** Records the exit code a command's action decided on, on the program the command belongs to. */
export function setExitCode(command: Command, code: number): void {
  let root: Command = command;
  while (root.parent) root = root.parent;
  exitCodes.set(root, code);
}

/** The exit code a command of `program` recorded; 0 when none did. */
export function getExitCode(program: Command): number {
  return exitCodes.get(program) ?? EXIT.ok;
}

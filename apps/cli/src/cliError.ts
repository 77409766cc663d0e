/** Exit codes of every carecall command (conventions.md). */
export const EXIT = {
  ok: 0,
  /** At least one error-severity diagnostic, or `fmt --check` found a file that would change. */
  failure: 1,
  /** Usage error, unreadable file or invalid JSON. */
  usage: 2,
} as const;

/** A failure meant for people: one clear line and an exit code, never a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.usage,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

import { execFile } from 'node:child_process';

/** What a finished command printed and how it ended. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Options of `runCommand`. */
export interface RunCommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Resolve with a non-zero exit code instead of rejecting. */
  allowFailure?: boolean;
}

/**
 * Runs a command without a shell and collects its output; a non-zero exit rejects with everything it printed, so a
 * failing step explains itself in the test report.
 */
export function runCommand(file: string, args: readonly string[], options: RunCommandOptions): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      [...args],
      { cwd: options.cwd, env: options.env ?? process.env, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        if (code !== 0 && !options.allowFailure) {
          reject(new Error(`${file} ${args.join(' ')} exited ${code}\n${stdout}\n${stderr}`));
          return;
        }
        resolve({ code, stdout, stderr });
      },
    );
  });
}

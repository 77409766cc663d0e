import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';
import type { CliIo, CliStdin } from '../io.ts';
import { runCli } from '../program.ts';

/** What one run of the CLI returned and wrote. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A test file's way to run the real `carecall` program against files in its own temporary directory. */
export interface CliSandbox {
  /**
   * Runs the program in-process with `argv` and returns its exit code and everything it wrote; `stdin` is what it
   * reads as standard input (none: an empty stream).
   */
  run(argv: readonly string[], isTty?: boolean, stdin?: CliStdin): Promise<CliRun>;
  /** The absolute path of `name` inside the temporary directory. */
  path(name: string): string;
  /** Writes `content` to `name` inside the temporary directory, making the folders of `name` first. */
  write(name: string, content: string): Promise<void>;
}

/**
 * Gives the calling test file one temporary directory (named from `prefix`, made on first use) shared by all its
 * tests and removed after them, so commands are exercised through the same commander program, exit codes and output
 * users see, on real files that never leak between runs. Call it at the top level of the test file.
 */
export function useCliSandbox(prefix: string): CliSandbox {
  let dir: string | undefined;

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const path = (name: string): string => {
    dir ??= mkdtempSync(join(tmpdir(), prefix));
    return join(dir, name);
  };

  return {
    async run(argv, isTty = false, stdin) {
      const captured = { stdout: '', stderr: '' };
      const io: CliIo = {
        stdout: (text) => {
          captured.stdout += text;
        },
        stderr: (text) => {
          captured.stderr += text;
        },
        isTty,
        ...(stdin === undefined ? {} : { stdin }),
      };
      const code = await runCli(argv, io);
      return { code, ...captured };
    },
    path,
    async write(name, content) {
      await mkdir(dirname(path(name)), { recursive: true });
      await writeFile(path(name), content);
    },
  };
}

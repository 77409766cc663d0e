import { readFile } from 'node:fs/promises';
import { CliError } from './cliError.ts';

/** Where a command writes; injected so tests capture output without touching the process. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour is used only then). */
  isTty: boolean;
  /** Where a command reads what the user types (`simulate` without `--inputs`); none reads as an empty stream. */
  stdin?: CliStdin;
}

/** The standard input stream and whether it is a terminal (then `simulate` prompts for each input). */
export interface CliStdin {
  stream: NodeJS.ReadableStream;
  isTty: boolean;
}

/** The process's own streams. */
export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTty: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR,
  // A getter: Node opens standard input on first access, and only `simulate` reads it.
  get stdin() {
    return { stream: process.stdin, isTty: Boolean(process.stdin.isTTY) };
  },
};

/** Reads a file as text, turning any failure into one clear line with exit code 2. */
export async function readTextFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`${file}: no such file`);
    if (code === 'EISDIR') throw new CliError(`${file}: is a directory, not a file`);
    if (code === 'EACCES') throw new CliError(`${file}: permission denied`);
    throw new CliError(`${file}: cannot be read (${code ?? String(error)})`);
  }
}

/** Reads and parses a JSON file; a syntax error is one clear line naming the file, with exit code 2. */
export async function readJsonFile(file: string): Promise<unknown> {
  const text = await readTextFile(file);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

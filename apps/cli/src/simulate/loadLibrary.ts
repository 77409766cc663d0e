import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Diagnostic, lintAndPrepareQuestionnaire, type Questionnaire } from '@carecall/graph-core';
import { CliError } from '../cliError.ts';
import { readJsonFile } from '../io.ts';

/** A questionnaire file read and prepared, or the lint errors that keep it from running. */
export type PreparedFile =
  | { ok: true; file: string; prepared: Questionnaire }
  | { ok: false; file: string; diagnostics: Diagnostic[] };

/**
 * Reads, lints and prepares one questionnaire file as `carecall prepare` does. Only errors keep it from running:
 * warnings (an unreachable vertex, a placeholder) do not stop a run.
 */
export async function prepareFile(file: string): Promise<PreparedFile> {
  const result = lintAndPrepareQuestionnaire(await readJsonFile(file));
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
  if (!result.ok || errors.length > 0) return { ok: false, file, diagnostics: errors };
  return { ok: true, file, prepared: result.prepared };
}

/**
 * Reads every `.json` file of a library folder (not its subfolders), each a questionnaire, and returns them by
 * their `id`. Two files with one id are a usage error, since the run could not tell which one to enter.
 */
export async function loadLibrary(dir: string): Promise<{ byId: Map<number, PreparedFile>; failed: PreparedFile[] }> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`${dir}: no such folder`);
    if (code === 'ENOTDIR') throw new CliError(`${dir}: is a file, not a folder`);
    throw new CliError(`${dir}: cannot be read (${code ?? String(error)})`);
  }
  const byId = new Map<number, PreparedFile>();
  const failed: PreparedFile[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const prepared = await prepareFile(file);
    if (!prepared.ok) {
      failed.push(prepared);
      continue;
    }
    const { id } = prepared.prepared;
    const other = byId.get(id);
    if (other) throw new CliError(`${dir}: ${other.file} and ${file} both have id ${id}`);
    byId.set(id, prepared);
  }
  return { byId, failed };
}

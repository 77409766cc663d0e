// Bundles the CLI into one file that runs with plain Node (dist/carecall.js): `pnpm build` runs this file, and the
// root `pnpm carecall` (carecall.mjs) calls bundleCli when isBundleStale says a file it was built from has changed.
import { chmodSync, mkdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliDir = fileURLToPath(new URL('..', import.meta.url));

/** Where `pnpm build` and the launcher write the bundle (the package's `bin`). */
export const BUNDLE = join(cliDir, 'dist', 'carecall.js');

// CommonJS dependencies bundled into an ES module still call `require`; Node's createRequire supplies it.
const BANNER = [
  '#!/usr/bin/env node',
  "import { createRequire as __carecallCreateRequire } from 'node:module'; const require = __carecallCreateRequire(import.meta.url);",
].join('\n');

/**
 * What a bundle was built from: when the build started and every file esbuild read (the CLI's sources, graph-core's
 * and api-client's, the dependencies), plus this file and the lockfile, which decide how and from what it is built.
 * @typedef {{ startedAt: number; inputs: string[] }} BundleRecord
 */

/** @param {string} bundle */
function recordFileOf(bundle) {
  return bundle.replace(/\.js$/, '.inputs.json');
}

/**
 * Writes through a temporary file and a rename, so a launcher starting at the same moment never reads half a file.
 * @param {string} file
 * @param {string | Uint8Array} contents
 */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * Bundles src/bin.ts with esbuild into `outfile` (ESM for Node 20, every dependency included) and records what it was
 * built from beside it.
 * @param {string} [outfile]
 * @returns {Promise<void>}
 */
export async function bundleCli(outfile = BUNDLE) {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: cliDir,
    entryPoints: ['src/bin.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: BANNER },
    outfile,
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild wrote no bundle');
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(cliDir, input));
  inputs.push(fileURLToPath(import.meta.url), join(cliDir, '..', '..', 'pnpm-lock.yaml'));
  mkdirSync(dirname(outfile), { recursive: true });
  writeAtomically(outfile, output.contents);
  chmodSync(outfile, 0o755);
  /** @type {BundleRecord} */
  const record = { startedAt, inputs };
  writeAtomically(recordFileOf(outfile), `${JSON.stringify(record)}\n`);
}

/**
 * Whether `outfile` must be built again: it or its record is missing, or a file it was built from is gone or was
 * changed after its build started (a checkout, a pull or an edit all set the file's modification time).
 * @param {string} [outfile]
 * @returns {boolean}
 */
export function isBundleStale(outfile = BUNDLE) {
  /** @type {BundleRecord} */
  let record;
  try {
    statSync(outfile);
    record = JSON.parse(readFileSync(recordFileOf(outfile), 'utf8'));
  } catch {
    return true;
  }
  for (const input of record.inputs) {
    try {
      if (statSync(input).mtimeMs > record.startedAt) return true;
    } catch {
      return true;
    }
  }
  return false;
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await bundleCli();
}

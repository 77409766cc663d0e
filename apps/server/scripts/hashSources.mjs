// @ts-check
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the start scripts only run inside this workspace. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folders that hold what an install or a build produces (or a database), never sources. */
const IGNORED_DIRECTORIES = new Set(['node_modules', 'dist', 'coverage', 'storybook-static', 'data', '.git']);

/** Tests never reach a bundle: nothing the app loads imports them, so changing one does not make a build stale. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * Lists the source files under `root` (a file or a folder), skipping build outputs, installed packages and tests.
 * @param {string} root
 * @returns {string[]}
 */
export function listSourceFiles(root) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} directory */
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!IGNORED_DIRECTORIES.has(entry.name)) walk(full);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
        files.push(full);
      }
    }
  };
  let stats;
  try {
    stats = statSync(root);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  if (stats.isDirectory()) walk(root);
  else files.push(root);
  return files.sort();
}

/**
 * The folders of the workspace packages `packageDir` depends on (`workspace:` versions), directly or through each
 * other, found through the links pnpm installs in its `node_modules`.
 * @param {string} packageDir
 * @returns {string[]}
 */
export function listWorkspaceDependencies(packageDir) {
  /** @type {Set<string>} */
  const found = new Set();
  /** @param {string} directory */
  const visit = (directory) => {
    const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
    /** @type {Record<string, string>} */
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const [name, version] of Object.entries(dependencies)) {
      if (!version.startsWith('workspace:')) continue;
      const dependencyDir = realpathSync(path.join(directory, 'node_modules', name));
      if (found.has(dependencyDir)) continue;
      found.add(dependencyDir);
      visit(dependencyDir);
    }
  };
  visit(packageDir);
  return [...found].sort();
}

/**
 * A content hash of the given files and folders (their source files, by path relative to the repository and by
 * content) and of `extra` strings (settings that change the output), so a build is redone exactly when its inputs
 * changed.
 * @param {string[]} roots
 * @param {string[]} [extra]
 * @returns {string}
 */
export function hashSources(roots, extra = []) {
  return hashFiles(listRootFiles(roots), extra);
}

/** @param {string[]} roots */
function listRootFiles(roots) {
  return [...new Set(roots.flatMap(listSourceFiles))].sort();
}

/**
 * @param {string[]} files
 * @param {string[]} extra
 */
function hashFiles(files, extra) {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`${value}\0`);
  for (const file of files) {
    const content = readFileSync(file);
    hash.update(`${path.relative(REPO_ROOT, file)}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/**
 * `hashSources`, remembered in `cacheFile` against the files' names, sizes, inodes and modification and change
 * times: while none of those moved, the files are not read again (a start on unchanged sources then costs a walk
 * and a `stat` per file instead of reading and hashing about a thousand files). Any write to a file changes its
 * change time, so an edit, a checkout or a copy is always noticed; a cache that cannot be read or written only costs
 * the full hash.
 * @param {string[]} roots
 * @param {string[]} extra
 * @param {string} cacheFile
 * @returns {string}
 */
export function hashSourcesCached(roots, extra, cacheFile) {
  const files = listRootFiles(roots);
  const fingerprint = createHash('sha256');
  for (const value of extra) fingerprint.update(`${value}\0`);
  for (const file of files) {
    const stats = statSync(file, { bigint: true });
    fingerprint.update(`${file}\0${stats.size}\0${stats.ino}\0${stats.mtimeNs}\0${stats.ctimeNs}\0`);
  }
  const key = fingerprint.digest('hex');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    if (cached.fingerprint === key && typeof cached.hash === 'string') return cached.hash;
  } catch {
    // No cache yet, or an unreadable one: hash the contents.
  }
  const hash = hashFiles(files, extra);
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    const scratch = `${cacheFile}.${process.pid}`;
    writeFileSync(scratch, `${JSON.stringify({ fingerprint: key, hash })}\n`);
    renameSync(scratch, cacheFile);
  } catch {
    // A read-only checkout hashes the contents at every start.
  }
  return hash;
}

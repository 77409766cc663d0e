// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashSources, hashSourcesCached, listWorkspaceDependencies, REPO_ROOT } from './hashSources.mjs';

/** The portal package, whose `dist` the server serves by default. */
export const PORTAL_ROOT = path.join(REPO_ROOT, 'apps/portal');

/** Written into the portal's `dist` after a build: the hash of the sources it was built from. */
export const PORTAL_STAMP_FILE = '.build-stamp.json';

/**
 * What a portal build is made from: the portal package (sources, `index.html`, `public/`, its Vite and TypeScript
 * configuration), the workspace packages it uses, the lockfile and the shared TypeScript settings.
 * @param {string} [portalRoot]
 * @returns {string[]}
 */
export function listPortalInputs(portalRoot = PORTAL_ROOT) {
  return [
    portalRoot,
    ...listWorkspaceDependencies(portalRoot),
    path.join(REPO_ROOT, 'pnpm-lock.yaml'),
    path.join(REPO_ROOT, 'tsconfig.base.json'),
  ];
}

/** Beside the stamp: the hash of the portal's sources remembered against their file times (`hashSourcesCached`). */
const SOURCE_HASH_CACHE = '.source-hash.json';

/**
 * The hash of the portal's inputs and of the `VITE_*` variables Vite writes into the bundle; with `cacheFile`,
 * remembered there so an unchanged tree is not read again.
 * @param {string} [portalRoot]
 * @param {string} [cacheFile]
 * @returns {string}
 */
export function hashPortalSources(portalRoot = PORTAL_ROOT, cacheFile = undefined) {
  const viteVariables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return cacheFile === undefined
    ? hashSources(listPortalInputs(portalRoot), viteVariables)
    : hashSourcesCached(listPortalInputs(portalRoot), viteVariables, cacheFile);
}

/** @param {string} portalRoot */
function runPortalBuild(portalRoot) {
  const result = spawnSync('pnpm', ['run', 'build'], {
    cwd: portalRoot,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`the portal build exited with ${result.status ?? result.signal}`);
}

/**
 * Builds the portal only when its sources changed since the build in its `dist` (or there is none): `pnpm start`
 * on unchanged sources then costs a hash of about a thousand files instead of a Vite build.
 * @param {{ portalRoot?: string; build?: (portalRoot: string) => void; log?: (line: string) => void }} [options]
 * @returns {{ built: boolean; hash: string }}
 */
export function ensurePortalBuild({
  portalRoot = PORTAL_ROOT,
  build = runPortalBuild,
  log = (line) => process.stdout.write(`${line}\n`),
} = {}) {
  const dist = path.join(portalRoot, 'dist');
  const hash = hashPortalSources(portalRoot, path.join(dist, SOURCE_HASH_CACHE));
  const stampFile = path.join(dist, PORTAL_STAMP_FILE);
  if (existsSync(path.join(dist, 'index.html')) && readStamp(stampFile) === hash) return { built: false, hash };
  log(
    existsSync(stampFile)
      ? 'Building the portal: its sources changed since the last build.'
      : 'Building the portal: no build of its current sources yet.',
  );
  build(portalRoot);
  writeFileSync(stampFile, `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
  return { built: true, hash };
}

/** @param {string} stampFile */
function readStamp(stampFile) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return typeof stamp.hash === 'string' ? stamp.hash : null;
  } catch {
    return null;
  }
}

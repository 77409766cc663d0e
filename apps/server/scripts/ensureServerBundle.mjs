// @ts-check
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hashSources, hashSourcesCached, listWorkspaceDependencies, REPO_ROOT } from './hashSources.mjs';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles older than the newest few are removed; a server still running from one may load a lazy chunk of it. */
const KEPT_BUNDLES = 3;

/**
 * The server's npm dependencies stay outside the bundle and load from `node_modules` as they are: some read files
 * beside their own modules (PGlite's WebAssembly, Swagger UI's assets) and oidc-provider loads only when mounted.
 * Workspace packages, which export TypeScript sources, and their own dependencies are bundled.
 * @returns {string[]}
 */
function listExternalPackages() {
  const manifest = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8'));
  /** @type {Record<string, string>} */
  const dependencies = manifest.dependencies;
  return Object.entries(dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
}

/**
 * Replaces `import.meta.url` in the server's and the workspace packages' own modules with the URL of the source
 * file, so paths computed from it (the package root, the migrations folder) stay what they are when run from source.
 * @type {import('esbuild').Plugin}
 */
const keepSourceLocations = {
  name: 'keep-source-locations',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const extension = path.extname(args.path).replace(/^\.[cm]?/, '');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: /** @type {import('esbuild').Loader} */ (extension),
      };
    });
  },
};

/**
 * What the bundle is made from: the server's sources, the workspace packages it uses, the lockfile and this script.
 * @returns {string[]}
 */
export function listServerInputs() {
  return [
    path.join(SERVER_ROOT, 'src'),
    path.join(SERVER_ROOT, 'package.json'),
    ...listWorkspaceDependencies(SERVER_ROOT),
    path.join(REPO_ROOT, 'pnpm-lock.yaml'),
    fileURLToPath(import.meta.url),
  ];
}

/** Where the hash of the server's sources is remembered against their file times (see `hashSourcesCached`). */
const SOURCE_HASH_CACHE = '.source-hash.json';

/**
 * The hash of the server's inputs and of the repository's location, since source paths are written into the bundle;
 * with `outRoot`, remembered there so an unchanged tree is not read again.
 * @param {string} [outRoot]
 * @returns {string}
 */
export function hashServerSources(outRoot) {
  return outRoot === undefined
    ? hashSources(listServerInputs(), [REPO_ROOT])
    : hashSourcesCached(listServerInputs(), [REPO_ROOT], path.join(outRoot, SOURCE_HASH_CACHE));
}

/** @param {string} outRoot */
function removeOldBundles(outRoot) {
  const bundles = readdirSync(outRoot)
    .filter((name) => name.startsWith('server-'))
    .map((name) => ({ dir: path.join(outRoot, name), mtimeMs: statSync(path.join(outRoot, name)).mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const { dir } of bundles.slice(KEPT_BUNDLES)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Makes sure a bundle of the server's current sources exists and returns its entry. Starting from the bundle with
 * plain Node skips compiling every TypeScript module at each start; the bundle is rebuilt (esbuild, about a second)
 * only when its sources changed. Each bundle lives in a folder named after the hash of its sources and is moved
 * there whole once written, so a concurrent start never runs half a bundle.
 * `onBuild` is called when a build begins.
 * @param {{ outRoot?: string; onBuild?: () => void }} [options]
 * @returns {Promise<{ main: string; built: boolean }>}
 */
export async function ensureServerBundle({ outRoot = path.join(SERVER_ROOT, 'dist'), onBuild = () => {} } = {}) {
  const dir = path.join(outRoot, `server-${hashServerSources(outRoot).slice(0, 20)}`);
  const main = path.join(dir, 'main.js');
  if (existsSync(main)) {
    // Marks it as recently used, so pruning after a later build keeps it.
    const now = new Date();
    utimesSync(dir, now, now);
    return { main, built: false };
  }

  onBuild();
  const { build } = await import('esbuild');
  const scratch = path.join(outRoot, `.server-${randomUUID()}`);
  try {
    await build({
      entryPoints: [path.join(SERVER_ROOT, 'src/main.ts')],
      outdir: scratch,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: listExternalPackages(),
      plugins: [keepSourceLocations],
      sourcemap: 'linked',
      // Bundled CommonJS modules call require(); an ES module has none of its own.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      logLevel: 'error',
    });
    try {
      renameSync(scratch, dir);
    } catch (error) {
      // Another start built the same sources first; its bundle is as good as this one.
      if (!existsSync(main)) throw error;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  removeOldBundles(outRoot);
  return { main, built: true };
}

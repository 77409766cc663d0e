import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repoPaths.ts';

/** What the portal bundle is built from: its own sources and the workspace packages it bundles from source. */
const SOURCE_PATHS = [
  'apps/portal/src',
  'apps/portal/index.html',
  'apps/portal/public',
  'apps/portal/vite.config.ts',
  'apps/portal/package.json',
  'packages/ui/src',
  'packages/api-client/src',
  'packages/graph-core/src',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the portal needs a build, or null when `apps/portal/dist` is newer than everything it is built from. */
export function getPortalBuildReason(root = REPO_ROOT): string | null {
  const indexHtml = path.join(root, 'apps/portal/dist/index.html');
  if (!existsSync(indexHtml)) return 'apps/portal/dist is missing';
  const builtAt = statSync(indexHtml).mtimeMs;
  const sourcesAt = Math.max(...SOURCE_PATHS.map((source) => newestMtime(path.join(root, source))));
  return sourcesAt > builtAt ? 'apps/portal/dist is older than its sources' : null;
}

/**
 * Builds the portal when its bundle is missing or stale, so the tests always exercise the code in the tree, while a
 * run right after `pnpm build` (CI) does not build twice.
 */
export function buildPortalIfStale(root = REPO_ROOT): void {
  if (!existsSync(path.join(root, 'apps/portal/src'))) {
    process.stdout.write('[e2e] apps/portal/src does not exist yet: the server runs without a portal\n');
    return;
  }
  const reason = getPortalBuildReason(root);
  if (!reason) return;
  process.stdout.write(`[e2e] ${reason}: building the portal\n`);
  // Vitest sets NODE_ENV=test, which would build React's development bundle (over the portal's budget).
  const result = spawnSync('pnpm', ['--filter', '@carecall/portal', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`the portal build failed (exit ${result.status ?? result.signal})`);
}

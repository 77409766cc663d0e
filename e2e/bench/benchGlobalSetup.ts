import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPortalIfStale } from '../harness/buildPortalIfStale.ts';
import { REPO_ROOT, RESULTS_DIR, SCREENSHOT_DIR } from '../harness/repoPaths.ts';
import { startServer } from '../harness/startServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The organization holding the benchmark's clients. */
    benchOrganizationId: number;
  }
}

/**
 * The benchmark's run: like the browser tests' (current bundle, the real server in demo mode), but the server's data
 * directory holds an organization of 10,000 clients before it starts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const dir of [SCREENSHOT_DIR, RESULTS_DIR]) rmSync(dir, { recursive: true, force: true });
  buildPortalIfStale();
  let organizationId = 0;
  const server = await startServer({
    prepareDataDir: (dataDir) => {
      const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/bench/seedClientListBench.ts', dataDir], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      if (seeded.status !== 0) throw new Error(`seeding the benchmark's clients failed (exit ${seeded.status})`);
      organizationId = Number(seeded.stdout.trim().split('\n').at(-1));
    },
  });
  process.stdout.write(`[bench] server on ${server.baseUrl}, organization ${organizationId}\n`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('benchOrganizationId', organizationId);
  return () => server.stop();
}

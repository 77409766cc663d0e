import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildPortalIfStale } from './buildPortalIfStale.ts';
import { RESULTS_DIR, SCREENSHOT_DIR } from './repoPaths.ts';
import { startServer } from './startServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The origin of the server under test, e.g. `http://localhost:43121`. */
    baseUrl: string;
  }
}

/**
 * Once per run: a current portal bundle and one real server for every test file, stopped when the run ends, so
 * tests pay the start-up (migrations, seeding) once.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Screenshots and logs describe this run only, so CI's artifacts never mix in an older one.
  for (const dir of [SCREENSHOT_DIR, RESULTS_DIR]) rmSync(dir, { recursive: true, force: true });
  buildPortalIfStale();
  const server = await startServer();
  process.stdout.write(`[e2e] server on ${server.baseUrl} (log: ${server.logFile})\n`);
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}

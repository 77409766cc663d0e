import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The browser benchmark (`pnpm bench`): the client list of 10,000 clients in Chromium against the real server. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e-bench',
    include: ['e2e/bench/**/*.bench.ts'],
    globalSetup: ['e2e/bench/benchGlobalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});

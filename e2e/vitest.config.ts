import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser tests: one real server and one Chromium per run, so files run one at a time with long timeouts. Kept
 * apart from the root config (`projects: ['packages/*', 'apps/*']`) so `pnpm test` never starts a browser.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['e2e/tests/**/*.e2e.ts'],
    globalSetup: ['e2e/harness/globalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});

import { defineConfig } from 'vitest/config';

/**
 * The packaging tests: they pack the built packages, install the tarballs from npm's registry into a scratch project
 * and run Node, tsc and attw there. Kept apart from the root config (`projects: ['packages/*', 'apps/*']`), so
 * `pnpm test` stays fast and needs no build; `pnpm test:pack` runs them after `pnpm build`.
 */
export default defineConfig({
  test: {
    name: 'packaging',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});

import { configDefaults, defineProject } from 'vitest/config';

/**
 * Files that start servers on an embedded (PGlite) data directory whatever TEST_DATABASE_URL says: a run against
 * PostgreSQL would repeat them unchanged, so it leaves them to the PGlite run.
 */
const EMBEDDED_DATA_DIRECTORY_TESTS = [
  'test/analysisRestart.test.ts',
  'test/dataDirectoryLock.test.ts',
  'test/restart.test.ts',
  'test/restartSecondFactor.test.ts',
  'test/startScripts.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? EMBEDDED_DATA_DIRECTORY_TESTS : [])],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

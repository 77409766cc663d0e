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
    // Tests do a bounded amount of work; a test's first app start (imports, the database, the demo's seed) is several
    // seconds of CPU, which a machine busy with other work stretched to nearly 30 s, so the limit is generous.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

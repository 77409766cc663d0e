import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'graph-core',
    include: ['src/**/*.test.ts'],
    // Every test does a bounded amount of work (properties a fixed number of runs of bounded size); the limit is
    // generous so that a machine busy with other work, where that takes several times as long, does not fail them.
    testTimeout: 30_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});

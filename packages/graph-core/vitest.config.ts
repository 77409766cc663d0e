import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'graph-core',
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});

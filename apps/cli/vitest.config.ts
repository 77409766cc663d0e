import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});

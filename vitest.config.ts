import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/portal/vitest.isolated.config.ts'],
    // Two files at a time even on two cores: server files spend much of their time waiting on the database, so a
    // second worker fills that wait (Vitest's default on two cores is one).
    maxWorkers: 2,
  },
});

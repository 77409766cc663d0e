import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest.config.ts';

/**
 * The portal's test files that need a document of their own: React Flow keeps measurements in module state that a
 * document shared with other files' graphs does not reset.
 */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'portal-isolated',
    environment: 'jsdom',
    include: ISOLATED_TEST_FILES,
    setupFiles: ['./vitest.setup.ts'],
    // Every test renders a bounded screen; on a machine busy with other work that still takes several times as long
    // as on a quiet one, so the limit is generous rather than Vitest's 5 s (waits for conditions give up at 10 s).
    testTimeout: 30_000,
  },
});

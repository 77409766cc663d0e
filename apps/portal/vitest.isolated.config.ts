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
  },
});

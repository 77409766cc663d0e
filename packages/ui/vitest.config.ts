import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // One jsdom per worker instead of one per file: the suite runs in seconds, and Testing Library's cleanup
    // (vitest.setup.ts) empties the document between tests.
    isolate: false,
  },
});

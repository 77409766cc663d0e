import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** Files run in the `portal-isolated` project (vitest.isolated.config.ts), each in a fresh document. */
export const ISOLATED_TEST_FILES = ['src/features/questionnaires/QuestionnaireEditorScreen.test.tsx'];

export default defineProject({
  plugins: [react()],
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED_TEST_FILES,
    setupFiles: ['./vitest.setup.ts'],
    // Every test renders a bounded screen; on a machine busy with other work that still takes several times as long
    // as on a quiet one, so the limit is generous rather than Vitest's 5 s (waits for conditions give up at 10 s).
    testTimeout: 30_000,
    // One jsdom per worker instead of one per file: environment and imports were most of the suite's time, and
    // vitest.setup.ts empties the document and storage, and globals stubbed by a test are put back after it.
    isolate: false,
    unstubGlobals: true,
  },
});

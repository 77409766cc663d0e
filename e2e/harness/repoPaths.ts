import { fileURLToPath } from 'node:url';

/** The repository root: the server and the portal build run from there, as `pnpm start` and `pnpm build` do. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where screenshots go; gitignored locally, kept as artifacts by CI. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Where the run's server log goes, so a failing run can be read after the server is gone. */
export const RESULTS_DIR = fileURLToPath(new URL('../test-results/', import.meta.url));

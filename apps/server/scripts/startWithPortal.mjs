// @ts-check
/**
 * `pnpm start` from the repository root: builds the portal when its sources changed since its last build (unless
 * `PORTAL_DIR` points the server at another one), then starts the server as `start.mjs` does.
 */
import { ensurePortalBuild } from './ensurePortalBuild.mjs';

if (!process.env.PORTAL_DIR) {
  try {
    ensurePortalBuild();
  } catch (error) {
    process.stderr.write(
      `CareCall cannot start: the portal does not build.\n${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
await import('./start.mjs');

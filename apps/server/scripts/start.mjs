// @ts-check
/**
 * `pnpm --filter @carecall/server start`: runs the server from a bundle of its sources, rebuilt only when they
 * changed, with plain Node. Arguments (`--production`) reach the server as they are.
 */
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './ensureServerBundle.mjs';

let main;
try {
  const bundle = await ensureServerBundle({
    onBuild: () => process.stdout.write('Building the server bundle: its sources changed since the last start…\n'),
  });
  main = bundle.main;
} catch (error) {
  process.stderr.write(
    `CareCall cannot start: the server does not build.\n${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
// Stack traces name the TypeScript sources rather than the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(main).href);

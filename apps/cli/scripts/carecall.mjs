// The root `pnpm carecall`: runs the CLI's bundle with plain Node, as an installed `carecall` does, after building it
// again when a file it was built from changed since (or it was never built), so the command always runs the sources.
import { pathToFileURL } from 'node:url';
import { BUNDLE, bundleCli, isBundleStale } from './bundle.mjs';

if (isBundleStale()) {
  if (process.stderr.isTTY) process.stderr.write('carecall: bundling the changed sources first\n');
  await bundleCli();
}
// The bundle reads its arguments from process.argv after the script, which are this launcher's.
await import(pathToFileURL(BUNDLE).href);

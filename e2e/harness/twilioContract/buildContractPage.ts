import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const SHIM = fileURLToPath(new URL('./voiceSdkWithLocalSignaling.ts', import.meta.url));
const ENTRY = fileURLToPath(new URL('./contractPage.ts', import.meta.url));

/** Resolves the portal's `@twilio/voice-sdk` import to the shim that points the real SDK at the local gateway. */
const localSignaling: Plugin = {
  name: 'voice-sdk-with-local-signaling',
  setup(builder) {
    builder.onResolve({ filter: /^@twilio\/voice-sdk$/ }, (args) =>
      args.importer === SHIM ? undefined : { path: SHIM },
    );
  },
};

/** The contract page: a heading, the events as they happen, and the bundled adapter with the real SDK. */
export const CONTRACT_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Twilio Voice SDK contract</title></head>
  <body>
    <h1>Twilio Voice SDK contract</h1>
    <p>The portal's Twilio adapter with the real SDK, signaling to a local gateway.</p>
    <ol id="events" aria-live="polite"></ol>
    <script type="module" src="/contract.js"></script>
  </body>
</html>
`;

/**
 * Bundles the portal's Twilio adapter (as it is) with the pinned SDK for the browser, the SDK's import replaced by
 * the shim that names the local signaling host; the page exposes it as `window.contract`.
 */
export async function buildContractPage(): Promise<{ html: string; script: string }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
    plugins: [localSignaling],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('the contract page did not bundle');
  return { html: CONTRACT_PAGE_HTML, script: output.text };
}

import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium: nothing may download Playwright's own browsers on these machines (toolchain.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that let Chromium run as root with no network access and no background chatter (toolchain.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches headless Chromium through playwright-core; one per test file, with a fresh context per test. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    // A desk with a microphone, as staff have: without one the client list opens its no-microphone dialog.
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
    headless: true,
  });
}

/**
 * Launches headless Chromium for calls: its fake microphone plays `microphoneWav` in a loop (a person speaking), the
 * permission prompt is answered yes, and audio may play without a click, so a test hears the far end and the far end
 * hears the file (design/calling.md). `ignoreCertificateErrors` is for the one test whose local gateway has a
 * throwaway self-signed certificate (Twilio's SDK signals only over wss); every other test keeps TLS checks on.
 */
export function launchCallBrowser(
  microphoneWav: string,
  options: { ignoreCertificateErrors?: boolean } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphoneWav}`,
      '--autoplay-policy=no-user-gesture-required',
      ...(options.ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
    ],
    headless: true,
  });
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { VoiceConnectParams } from '../../apps/portal/src/features/liveCall/voice/VoiceDevice.ts';
import { readInboundAudio, waitForInboundSpeech, watchPeerConnections } from '../harness/callAudio.ts';
import { launchCallBrowser } from '../harness/launchBrowser.ts';
import { RESULTS_DIR } from '../harness/repoPaths.ts';
import { screenshot } from '../harness/screenshot.ts';
import { buildContractPage } from '../harness/twilioContract/buildContractPage.ts';
import type { ContractPage } from '../harness/twilioContract/contractPage.ts';
import {
  startTwilioSignalingGateway,
  type TwilioSignalingGateway,
} from '../harness/twilioContract/startTwilioSignalingGateway.ts';
import { writeSpeechWav } from '../harness/writeSpeechWav.ts';

/**
 * The contract between the portal's Twilio adapter and the pinned `@twilio/voice-sdk`: the real SDK, bundled with the
 * adapter as the portal ships it, places calls from headless Chromium through a local gateway that speaks Twilio's
 * signaling (the SDK's private `chunderw` option names it) and answers with the server's own werift media plane. An
 * SDK upgrade that changes the messages, the params' encoding, the events or the token renewal fails here first.
 */

/** The first token lives 12 s: the SDK warns 10 s before the end (its `tokenRefreshMs`), 2 s after `connected`. */
const FIRST_TOKEN = 'contract-token-first';
const RENEWED_TOKEN = 'contract-token-renewed';
const FIRST_TOKEN_TTL_SECONDS = 12;

/** Exactly the specification's seven params, all as text, as the call screen sends them. */
const PARAMS: VoiceConnectParams = {
  callId: '4711',
  patient_id: '128',
  organization_id: '3',
  questionnaire_id: '52',
  to_number: '+81 90-1234-5678',
  batch_id: 'batch & co/7',
  is_dry_run: 'false',
};

/** How long the answered call talks: long enough for the token renewal to happen in the middle of it. */
const TALK_MS = 4000;

declare global {
  interface Window {
    contract: ContractPage;
  }
}

let gateway: TwilioSignalingGateway;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The page's console (the SDK logs its signaling there), kept for a failing test's log. */
const consoleLines: string[] = [];

beforeAll(async () => {
  const microphone = writeSpeechWav('Good morning, this is the care team. We are calling about your appointment.', {
    pauseSeconds: 0.5,
  });
  gateway = await startTwilioSignalingGateway({
    page: await buildContractPage(),
    plans: [
      { kind: 'answer', ringMs: 600 },
      { kind: 'cancel', ringMs: 400 },
      { kind: 'answer', ringMs: 300, hangupAfterMs: 1000 },
    ],
    tokenTtlSeconds: (token) => (token === FIRST_TOKEN ? FIRST_TOKEN_TTL_SECONDS : 3600),
  });
  browser = await launchCallBrowser(microphone, { ignoreCertificateErrors: true });
  context = await browser.newContext({ locale: 'en-US', permissions: ['microphone'] });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  page.on('console', (message) => consoleLines.push(`[console.${message.type()}] ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
  await watchPeerConnections(page);
}, 60_000);

// A failing test leaves a screenshot and the page's console with the gateway's messages, as the harness's tests do.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const name = `failed-${task.name}`;
  await screenshot(page, name).catch(() => {});
  mkdirSync(RESULTS_DIR, { recursive: true });
  const gatewayLines = gateway.messages.map(
    (message) => `[gateway] ${message.type} ${JSON.stringify(message.payload)}`,
  );
  writeFileSync(
    path.join(RESULTS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.log`),
    `${[...consoleLines, ...gatewayLines].join('\n')}\n`,
  );
});

afterAll(async () => {
  await page?.evaluate(() => window.contract.destroy()).catch(() => {});
  await context?.close();
  await browser?.close();
  await gateway?.stop();
});

async function waitForEvent(event: string): Promise<void> {
  await page.waitForFunction((name) => window.contract.events.includes(name), event, { timeout: 10_000 });
}

test('the real Twilio SDK places a two-way call through the portal adapter, renews its token and ends', async () => {
  await page.goto(gateway.origin);
  await page.waitForFunction(() => 'contract' in window);
  await page.evaluate(({ first, renewed }) => window.contract.start(first, renewed), {
    first: FIRST_TOKEN,
    renewed: RENEWED_TOKEN,
  });

  const callNumber = await page.evaluate((params) => window.contract.call(params), PARAMS);
  expect(callNumber).toBe(1);
  await waitForEvent('call1:accept');
  const { events } = await page.evaluate(() => ({ events: [...window.contract.events] }));
  expect(events.indexOf('call1:ringing')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('call1:ringing')).toBeLessThan(events.indexOf('call1:accept'));
  expect(await page.evaluate(() => window.contract.status(1))).toBe('open');

  // The SDK sent the seven params in its invite, and the gateway decoded exactly them, nothing more.
  const [call] = gateway.calls;
  expect(call?.params).toEqual(PARAMS);
  const invite = gateway.messages.find((message) => message.type === 'invite');
  expect(invite?.payload.callsid).toBe(call?.outboundId);
  expect(String(invite?.payload.sdp)).toContain('m=audio');

  // The far end's tone reaches the page: RTP packets with energy in them.
  const heard = await waitForInboundSpeech(page, 10_000);
  expect(heard.packets).toBeGreaterThan(0);
  expect(heard.energy).toBeGreaterThan(0);

  // The token's warning comes mid-call; the adapter's updateToken sends a new `listen` and the call goes on.
  await waitForEvent('tokenUpdated');
  await expect.poll(() => gateway.tokens, { timeout: 5_000 }).toEqual([FIRST_TOKEN, RENEWED_TOKEN]);
  const afterRenewal = await readInboundAudio(page);
  await page.waitForTimeout(Math.max(1000, TALK_MS - (Date.now() - (call?.answeredAt ?? Date.now()))));
  const later = await readInboundAudio(page);
  expect(later.packets).toBeGreaterThan(afterRenewal.packets + 25);
  expect(later.energy).toBeGreaterThan(afterRenewal.energy);
  expect(await page.evaluate(() => window.contract.status(1))).toBe('open');
  await screenshot(page, 'twilio-sdk-contract-in-call');

  // The browser hangs up: the gateway gets `hangup` for the call's sid and the adapter reports the disconnect.
  const hangup = gateway.waitForMessage('hangup');
  await page.evaluate(() => window.contract.hangup(1));
  const hangupMessage = await hangup;
  expect([call?.callSid, call?.outboundId]).toContain(hangupMessage.payload.callsid);
  await waitForEvent('call1:disconnect');
  await expect.poll(() => call?.endedBy).toBe('browser');

  // The browser's microphone (a WAV of speech) reached the gateway as audio of the call's length, not silence.
  const samples = (call?.received ?? []).reduce((sum, frame) => sum + frame.length, 0);
  const recordedSeconds = samples / 8000;
  const talkedSeconds = ((call?.endedAt ?? 0) - (call?.answeredAt ?? 0)) / 1000;
  let energy = 0;
  for (const frame of call?.received ?? []) for (const sample of frame) energy += sample * sample;
  const rms = Math.sqrt(energy / Math.max(samples, 1));
  process.stdout.write(
    `[twilio contract] heard ${later.packets} packets in the page; recorded ${recordedSeconds.toFixed(2)} s of ` +
      `${talkedSeconds.toFixed(2)} s talked (RMS ${rms.toFixed(0)}); ${gateway.heartbeatsEchoed} heartbeats echoed\n`,
  );
  expect(recordedSeconds).toBeGreaterThan(talkedSeconds * 0.7);
  expect(recordedSeconds).toBeLessThan(talkedSeconds + 0.5);
  expect(rms).toBeGreaterThan(300);
  // The SDK answers the gateway's newline heartbeats, which keeps its signaling from reconnecting.
  expect(gateway.heartbeatsEchoed).toBeGreaterThanOrEqual(2);
  expect(gateway.messages.filter((message) => message.type === 'listen')).toHaveLength(2);
});

test('a call the far end gives up on while ringing ends with cancel, never accept', async () => {
  const callNumber = await page.evaluate((params) => window.contract.call(params), { ...PARAMS, callId: '4712' });
  expect(callNumber).toBe(2);
  await waitForEvent('call2:cancel');
  const { events } = await page.evaluate(() => ({ events: [...window.contract.events] }));
  expect(events.indexOf('call2:ringing')).toBeLessThan(events.indexOf('call2:cancel'));
  expect(events).not.toContain('call2:accept');
  expect(events.filter((event) => event.includes(':error'))).toEqual([]);
  expect(await page.evaluate(() => window.contract.status(2))).toBe('closed');
  expect(gateway.calls[1]?.params.callId).toBe('4712');
  await screenshot(page, 'twilio-sdk-contract-cancelled');
});

test('a call the far end hangs up after answering ends with disconnect', async () => {
  const callNumber = await page.evaluate((params) => window.contract.call(params), { ...PARAMS, callId: '4713' });
  expect(callNumber).toBe(3);
  await waitForEvent('call3:accept');
  await waitForEvent('call3:disconnect');
  const { events } = await page.evaluate(() => ({ events: [...window.contract.events] }));
  expect(events.indexOf('call3:ringing')).toBeLessThan(events.indexOf('call3:accept'));
  expect(events.filter((event) => event.includes(':error'))).toEqual([]);
  expect(await page.evaluate(() => window.contract.status(3))).toBe('closed');
  expect(gateway.calls[2]?.endedBy).toBe('gateway');
  // The SDK sends no hangup of its own for a call the far end ended.
  expect(
    gateway.messages.filter(
      (message) => message.type === 'hangup' && message.payload.callsid === gateway.calls[2]?.callSid,
    ),
  ).toEqual([]);
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import {
  findDemoClient,
  measureRecording,
  readInboundAudio,
  waitForInboundSpeech,
  watchPeerConnections,
} from '../harness/callAudio.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { goInside } from '../harness/goInside.ts';
import { launchCallBrowser } from '../harness/launchBrowser.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test as baseTest } from '../harness/test.ts';
import { writeSpeechWav } from '../harness/writeSpeechWav.ts';

/**
 * Every page of this file has a microphone that speaks (espeak-ng, looped by Chromium's fake capture device) and
 * plays what it receives without a click.
 */
// biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from its destructuring pattern
const test = baseTest.override('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await launchCallBrowser(
    writeSpeechWav('Hello, this is your care team calling. How are you feeling today?', { pauseSeconds: 1.5 }),
  );
  onCleanup(() => browser.close());
  return browser;
});

/** How long each call talks once connected, so a test stays around twenty seconds. */
const TALK_MS = 3000;

/**
 * Starts a call from the call screen with the local device and the client's default phone (or a dry run: the operator
 * alone with the bot); answers when.
 */
async function placeCall(page: Page, clientId: number, button: 'Call' | 'Dry run' = 'Call'): Promise<number> {
  await goInside(page, `/client/${clientId}/confLift`);
  const callScreen = page.getByRole('region', { name: 'New Call' });
  const questionnaire = callScreen.getByRole('combobox', { name: 'Questionnaire' });
  await questionnaire.waitFor();
  await questionnaire.selectOption({ index: 1 });
  expect(await callScreen.getByRole('radio', { name: 'Computer' }).isChecked()).toBe(true);
  const startedAt = Date.now();
  await callScreen.getByRole('button', { name: button, exact: true }).click();
  return startedAt;
}

/** Hangs up and answers the ended call's id from the screen's link to it. */
async function hangUp(page: Page): Promise<number> {
  const callScreen = page.getByRole('region', { name: 'New Call' });
  await callScreen.getByRole('button', { name: 'Hangup' }).click();
  const link = callScreen.getByRole('link', { name: 'Open the call and its questionnaire' });
  await link.waitFor();
  const match = /\/call\/(\d+)$/.exec((await link.getAttribute('href')) ?? '');
  expect(match).not.toBeNull();
  return Number(match?.[1]);
}

/**
 * Waits until the call's record has its recording (stored a moment after the conference ends, as a real backend's
 * recording callback comes after the call), then opens the client's calls panel, finds the call's row with its player,
 * downloads the recording from the player's signed link and measures it.
 */
async function readRecordingFromPanel(page: Page, clientId: number, callId: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const call = await callApi<{ was_recorded: boolean; temp_download_link: string | null }>({
      as: DEMO_USERS.operator.email,
      method: 'GET',
      path: `/api/user/patient/${clientId}/call/${callId}`,
    });
    if (call.was_recorded && call.temp_download_link) break;
    if (Date.now() > deadline) throw new Error(`call ${callId} has no recording 15 s after it ended`);
    await page.waitForTimeout(500);
  }
  const panel = page.getByRole('region', { name: 'Calls' });
  const row = panel.locator('tbody tr').filter({ has: page.getByRole('cell', { name: String(callId), exact: true }) });
  const player = row.locator('audio');
  await goInside(page, `/client/${clientId}/calls`);
  await player.waitFor({ state: 'attached' });
  const source = await player.getAttribute('src');
  expect(source).toBeTruthy();
  const response = await page.request.get(source as string);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('audio/');
  const measures = measureRecording(new Uint8Array(await response.body()));
  const durationText = (await row.locator('.cc-calls__duration').textContent()) ?? '';
  const listedSeconds = durationText
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
  return { measures, listedSeconds, row };
}

test('an operator calls a demo client from the call screen, hears the persona, hangs up, and the recording keeps both voices', async ({
  page,
}) => {
  const { id } = await findDemoClient(DEMO_USERS.operator.email, 'answers');
  await watchPeerConnections(page);
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  const startedAt = await placeCall(page, id);
  const status = page.locator('.cc-live-call__status');
  await page.waitForFunction(() => document.querySelector('.cc-live-call__status')?.textContent === 'Active call');
  expect(await status.getAttribute('aria-live')).toBe('polite');
  // What reached the page up to the answer: the ringback, which is not the persona.
  const atAnswer = await readInboundAudio(page);

  // The persona answers after a few rings and says hello: its voice reaches the operator's page.
  const heard = await waitForInboundSpeech(page, 10_000, atAnswer);
  expect(heard.packets).toBeGreaterThan(atAnswer.packets);
  expect(heard.energy).toBeGreaterThan(atAnswer.energy);
  await page.waitForTimeout(TALK_MS);
  const later = await readInboundAudio(page);
  expect(later.packets).toBeGreaterThan(heard.packets);
  await screenshot(page, 'live-call-persona');
  const callId = await hangUp(page);
  const callSeconds = (Date.now() - startedAt) / 1000;

  const { measures, listedSeconds } = await readRecordingFromPanel(page, id, callId);
  expect(measures.channels).toBe(2);
  // The operator's microphone (right) and the persona (left) both spoke.
  expect(measures.rightRms).toBeGreaterThan(100);
  expect(measures.leftRms).toBeGreaterThan(100);
  // Recorded from the moment the call was placed to the hangup.
  expect(Math.abs(measures.seconds - callSeconds)).toBeLessThan(2.5);
  expect(Math.abs(listedSeconds - measures.seconds)).toBeLessThanOrEqual(1.5);
  await screenshot(page, 'live-call-recording-listed');
});

test('a second page answers as the client on the demo phone, both sides talk, and the call is recorded', async ({
  page,
  openContext,
}) => {
  // A client whose persona never answers: only the demo phone can take this call.
  const { id, dialKey, client } = await findDemoClient(DEMO_USERS.operator.email, 'no-answer');
  const { page: phonePage } = await openContext();
  await Promise.all([watchPeerConnections(phonePage), watchPeerConnections(page)]);
  // Both desks sign in at once: the client's demo phone and the operator.
  await Promise.all([
    signInToPortal(phonePage, DEMO_USERS.admin, { trustedDevice: true, path: '/dev/phone' }),
    signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true }),
  ]);
  const phone = phonePage.getByRole('region', { name: 'Demo phone' });
  const numbers = phone.getByRole('group', { name: 'Ring here for' });
  await numbers.waitFor();
  // The page opens holding no number, and says so.
  await phone.getByText('No number is chosen, so no call rings here', { exact: false }).waitFor();
  const choice = numbers.locator(`input[type="checkbox"][value="${dialKey}"]`);
  expect(await choice.isChecked()).toBe(false);
  // Keyboard: the number is ticked with the keyboard alone.
  await choice.focus();
  await phonePage.keyboard.press('Space');
  const phoneStatus = phone.getByRole('status');
  await phone.getByText('Waiting for calls. Numbers ringing here: 1').waitFor();
  await phone
    .getByText(
      `Calls to these numbers ring here instead of at their demo personas: ${client.firstName} ${client.lastName},`,
      {
        exact: false,
      },
    )
    .waitFor();
  expect(await phoneStatus.getAttribute('aria-live')).toBe('polite');
  expect(await findSeriousAxeViolations(phonePage, '.cc-dev-phone')).toEqual([]);

  const startedAt = await placeCall(page, id);

  // The demo phone rings, visibly and announced, with Answer and Decline.
  await phone.getByText(`Incoming call for ${client.firstName} ${client.lastName}`).waitFor();
  const answer = phone.getByRole('button', { name: 'Answer' });
  expect(await phone.getByRole('button', { name: 'Decline' }).isVisible()).toBe(true);
  expect(await findSeriousAxeViolations(phonePage, '.cc-dev-phone')).toEqual([]);
  await screenshot(phonePage, 'dev-phone-ringing');
  await answer.focus();
  await phonePage.keyboard.press('Enter');
  await phone.getByText(`On a call for ${client.firstName} ${client.lastName}`).waitFor();
  // The operator heard the ringback until the answer; the client's voice comes on top of it.
  const operatorAtAnswer = await readInboundAudio(page);

  // Each page hears the other's microphone.
  const heardByOperator = await waitForInboundSpeech(page, 8000, operatorAtAnswer);
  const heardByClient = await waitForInboundSpeech(phonePage, 8000);
  expect(heardByOperator.energy).toBeGreaterThan(operatorAtAnswer.energy);
  expect(heardByClient.energy).toBeGreaterThan(0);
  await page.waitForTimeout(TALK_MS);
  await screenshot(phonePage, 'dev-phone-in-call');
  const callId = await hangUp(page);
  const callSeconds = (Date.now() - startedAt) / 1000;
  await phone.getByText('Call ended.').waitFor();
  expect(await phone.getByRole('button', { name: 'Hang up' }).count()).toBe(0);

  const { measures, listedSeconds, row } = await readRecordingFromPanel(page, id, callId);
  expect(measures.channels).toBe(2);
  expect(measures.rightRms).toBeGreaterThan(100);
  // The demo phone's microphone is the client's voice, on the left.
  expect(measures.leftRms).toBeGreaterThan(100);
  expect(Math.abs(measures.seconds - callSeconds)).toBeLessThan(2.5);
  expect(Math.abs(listedSeconds - measures.seconds)).toBeLessThanOrEqual(1.5);
  // Answered by the demo phone: listed as an answered call, not set apart as unanswered.
  expect(await row.getAttribute('class')).not.toContain('cc-calls__row--unanswered');
});

test('an operator rehearses alone with the bot in a dry run: the bot is heard, the operator hangs up, nothing is recorded', async ({
  page,
}) => {
  // A client no other test of this file calls: the dry run dials nobody, so any client will do.
  const { id } = await findDemoClient(DEMO_USERS.operator.email, 'answers', 1);
  await watchPeerConnections(page);
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  await placeCall(page, id, 'Dry run');
  await page.waitForFunction(() => document.querySelector('.cc-live-call__status')?.textContent === 'Active call');

  // The bot joins once the operator is on, and speaks the questionnaire's first prompt into the operator's ear.
  const heard = await waitForInboundSpeech(page, 10_000);
  expect(heard.packets).toBeGreaterThan(0);
  expect(heard.energy).toBeGreaterThan(0);
  await page.waitForTimeout(TALK_MS);
  expect((await readInboundAudio(page)).energy).toBeGreaterThan(heard.energy);
  await screenshot(page, 'live-call-dry-run');
  const callId = await hangUp(page);

  const last = await callApi<{
    call: { call_id: number; is_dry_run: boolean; live: boolean; patient_dial_status: string | null };
  }>({
    as: DEMO_USERS.operator.email,
    method: 'GET',
    path: `/conference/patient/${id}/call/last`,
  });
  expect(last.call).toMatchObject({ call_id: callId, is_dry_run: true, live: false, patient_dial_status: null });
  // A rehearsal keeps no recording.
  const stored = await callApi<{ was_recorded: boolean; temp_download_link: string | null }>({
    as: DEMO_USERS.operator.email,
    method: 'GET',
    path: `/api/user/patient/${id}/call/${callId}`,
  });
  expect(stored).toMatchObject({ was_recorded: false, temp_download_link: null });
});

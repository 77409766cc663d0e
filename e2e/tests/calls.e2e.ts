import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { goInside } from '../harness/goInside.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

/** The client called most recently (the list's first card, sorted by last call): answers its page's address. */
async function openLatestCalledClient(page: Page): Promise<string> {
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  const firstCard = page.getByRole('article').first();
  await firstCard.waitFor();
  const href = await firstCard.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/client\/\d+$/);
  return href as string;
}

/** Seconds of a `MM:SS` or `HH:MM:SS` duration. */
function toSeconds(text: string): number {
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

test('the calls panel lists a client’s calls, filters them by answer and length, and clears the filters', async ({
  page,
}) => {
  const client = await openLatestCalledClient(page);
  // The bare client path goes to the calls.
  await goInside(page, client);
  await page.waitForURL(`**${client}/calls`);
  const panel = page.getByRole('region', { name: 'Calls' });
  const table = panel.getByRole('table');
  await table.waitFor();
  const rows = table.locator('tbody tr');
  const total = await rows.count();
  expect(total).toBeGreaterThan(0);
  await panel.getByText(`Total calls: ${total}`).waitFor();
  expect(await table.getByRole('columnheader').allTextContents()).toEqual(
    expect.arrayContaining(['Recording', 'ID', 'Date', 'Duration', 'Bottom line']),
  );

  await panel.getByLabel('Answered').selectOption({ label: 'Not answered' });
  const unanswered = await rows.count();
  for (let index = 0; index < unanswered; index += 1) {
    const row = rows.nth(index);
    expect(await row.getAttribute('class')).toContain('cc-calls__row--unanswered');
    expect(await row.locator('td').nth(4).textContent()).toBe('00:00');
  }
  await panel.getByLabel('Answered').selectOption({ label: 'Answered' });
  await panel.getByLabel('Longer than').selectOption({ label: '5 min' });
  const long = await rows.count();
  for (let index = 0; index < long; index += 1)
    expect(toSeconds((await rows.nth(index).locator('td').nth(4).textContent()) ?? '')).toBeGreaterThan(300);
  expect(long).toBeLessThan(total);
  await panel.getByText(`Total calls: ${long}`).waitFor();
  await screenshot(page, 'calls-panel-filtered');

  // The toolbar's Clear (an empty result offers its own too).
  await panel.getByRole('button', { name: 'Clear filters' }).first().click();
  await panel.getByText(`Total calls: ${total}`).waitFor();
  await panel.getByRole('button', { name: 'Last week' }).click();
  expect(await panel.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
  await page.waitForFunction(() => !document.querySelector('.cc-calls [role="status"][aria-busy="true"]'));
  const weekRows = await rows.count();
  expect(weekRows).toBeLessThanOrEqual(total);
  expect(await findSeriousAxeViolations(page, '.cc-calls')).toEqual([]);
  await screenshot(page, 'calls-panel');
});

test('the activity log shows the client’s events newest first and filters them', async ({ page }) => {
  const client = await openLatestCalledClient(page);
  await goInside(page, `${client}/summaryPatient`);
  const activity = page.getByRole('region', { name: 'Activity' });
  const items = activity.getByRole('listitem');
  await items.first().waitFor();
  const all = await items.count();
  expect(all).toBeGreaterThan(1);
  const times = await activity
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
  const sorted = [...times].sort((a, b) => Date.parse(b ?? '') - Date.parse(a ?? ''));
  expect(times).toEqual(sorted);
  const firstCall = activity.getByRole('listitem').filter({ hasText: 'Outgoing call' }).first();
  await firstCall.getByRole('link', { name: /Go to call \d+/ }).waitFor();
  expect(await firstCall.getByRole('group').or(firstCall.getByText('not recorded')).count()).toBeGreaterThan(0);

  await activity.getByLabel('Show').selectOption({ label: 'Created' });
  expect(await activity.getByRole('listitem').count()).toBe(1);
  await activity.getByRole('listitem').getByText('Created', { exact: true }).waitFor();
  // Besides its creation, the log holds its calls and the voice anomalies the analysis found in them.
  await activity.getByLabel('Show').selectOption({ label: 'Voice anomaly' });
  const anomalies = await activity.getByRole('listitem').count();
  await activity.getByLabel('Show').selectOption({ label: 'Outgoing call' });
  expect(await activity.getByRole('listitem').count()).toBe(all - 1 - anomalies);
  expect(await findSeriousAxeViolations(page, '.cc-activity')).toEqual([]);
  await screenshot(page, 'activity-log');

  // Go to call opens the call's page.
  await activity
    .getByRole('link', { name: /Go to call \d+/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Call editing' }).waitFor();
});

test('a call note typed on the call page is saved by itself and is still there after a reload', async ({ page }) => {
  const client = await openLatestCalledClient(page);
  await goInside(page, `${client}/calls`);
  const panel = page.getByRole('region', { name: 'Calls' });
  await panel.getByLabel('Answered').selectOption({ label: 'Answered' });
  await panel
    .getByRole('link', { name: /Call details of call \d+/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Call editing' }).waitFor();
  const note = page.getByRole('textbox', { name: 'Call notes' });
  await note.waitFor();
  await page.getByText('Everything you type is auto-saved').waitFor();
  const text = `Client sounded well ${Date.now().toString(36)}`;
  await note.fill(text);
  await page.getByText('Saved', { exact: true }).waitFor({ timeout: 10_000 });
  expect(await findSeriousAxeViolations(page, '.cc-call-detail')).toEqual([]);
  await screenshot(page, 'call-detail-note-saved');
  await page.reload();
  await page.getByRole('textbox', { name: 'Call notes' }).waitFor();
  expect(await page.getByRole('textbox', { name: 'Call notes' }).inputValue()).toBe(text);
});

test('one recording plays at a time in the calls panel, and the playing one advances', async ({ page }) => {
  const client = await openLatestCalledClient(page);
  await goInside(page, `${client}/calls`);
  const panel = page.getByRole('region', { name: 'Calls' });
  const players = panel.getByRole('group', { name: /Recording of call \d+/ });
  await players.nth(1).waitFor();
  const first = players.nth(0);
  const second = players.nth(1);
  await first.getByRole('button', { name: 'Play' }).click();
  await first.getByRole('button', { name: 'Pause' }).waitFor();
  await page.waitForFunction(
    () =>
      (document.querySelector('.cc-audio-player__time')?.textContent ?? '').startsWith('00:0') &&
      !(document.querySelector('.cc-audio-player__time')?.textContent ?? '').startsWith('00:00 '),
    undefined,
    { timeout: 10_000 },
  );
  await second.getByRole('button', { name: 'Play' }).click();
  await second.getByRole('button', { name: 'Pause' }).waitFor();
  await first.getByRole('button', { name: 'Play' }).waitFor();
  expect(
    await page
      .locator('audio')
      .evaluateAll((nodes) => nodes.filter((node) => !(node as HTMLAudioElement).paused).length),
  ).toBe(1);
  await screenshot(page, 'calls-panel-playing');
});

test('the transcript modal shows the lines and highlights a category’s phrases', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  const cards = page.getByRole('article');
  await cards.first().waitFor();
  const panel = page.getByRole('region', { name: 'Calls' });
  const openTranscript = panel.getByRole('button', { name: /Open the transcript of call \d+/ });
  // The first client, in the list's order, with transcription on and a transcribed call.
  const hrefs = await cards.evaluateAll((nodes) =>
    nodes.slice(0, 10).map((node) => node.querySelector('a')?.getAttribute('href') ?? ''),
  );
  for (const href of hrefs) {
    await goInside(page, `${href}/calls`);
    await panel.getByText(/Total calls: [1-9]/).waitFor();
    if ((await openTranscript.count()) > 0) break;
  }
  await openTranscript.first().click();
  const dialog = page.getByRole('dialog', { name: 'Transcript' });
  await dialog.waitFor();
  await dialog.getByText('PATIENT', { exact: true }).waitFor();
  await dialog.getByText('CALLER', { exact: true }).waitFor();
  await dialog.locator('.cc-transcript__line').first().waitFor();
  const categories = dialog.locator('.cc-transcript__category');
  await categories.first().waitFor();
  expect(await dialog.locator('mark').count()).toBe(0);
  // Every category on: the call's lines mention at least one of their phrases.
  for (let index = 0; index < (await categories.count()); index += 1) {
    await categories.nth(index).click();
    expect(await categories.nth(index).getAttribute('aria-pressed')).toBe('true');
  }
  expect(await dialog.locator('mark').count()).toBeGreaterThan(0);
  expect(await findSeriousAxeViolations(page, '.cc-transcript')).toEqual([]);
  await screenshot(page, 'transcript-modal');
});

test('the questionnaire of a call is answered one question at a time and submitted', async ({ page }) => {
  const client = await openLatestCalledClient(page);
  await goInside(page, `${client}/calls`);
  const panel = page.getByRole('region', { name: 'Calls' });
  await panel.getByLabel('Answered').selectOption({ label: 'Answered' });
  await panel
    .getByRole('link', { name: /Call details of call \d+/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Call editing' }).waitFor();
  const dialog = page.getByRole('dialog', { name: 'Questionnaire' });
  await page.getByRole('tab', { name: 'Questionnaire' }).waitFor();
  // A call of the last 24 hours with nothing answered opens its questionnaire by itself.
  if (!(await dialog.isVisible())) {
    await page.getByRole('tab', { name: 'Questionnaire' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
  }
  await dialog.waitFor();
  await dialog.getByText(/Question 1 of \d+/).waitFor();
  expect(await findSeriousAxeViolations(page, '.cc-questionnaire')).toEqual([]);
  // Answer every question with its first option until the thank-you step.
  for (let step = 0; step < 20 && !(await dialog.getByText(/Thank you/).isVisible()); step += 1) {
    await dialog.locator('.cc-questionnaire__option input').first().check();
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await screenshot(page, 'questionnaire-thanks');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Answers saved').waitFor();
  await dialog.waitFor({ state: 'detached' });
  const table = page.locator('.cc-questionnaire-tab table');
  expect(await table.getByText('Not answered yet').count()).toBeLessThan(await table.locator('tbody tr').count());
  await screenshot(page, 'questionnaire-tab-answered');
});

test('the call page draws the speaker lanes of the stereo recording and its slate follows the playing recording', async ({
  page,
}) => {
  // The client called last has recorded calls, and the server makes its demo recordings before anyone else's; on a
  // fresh start the first of them may still be in the making.
  const client = await openLatestCalledClient(page);
  const panel = page.getByRole('region', { name: 'Calls' });
  const players = panel.getByRole('group', { name: /Recording of call \d+/ });
  await expect
    .poll(
      async () => {
        await goInside(page, `${client}/calls`);
        await panel.getByText(/Total calls: [1-9]/).waitFor();
        return players.count();
      },
      { timeout: 20_000, interval: 2_000 },
    )
    .toBeGreaterThan(0);
  // `has` is looked for inside each row, so it names the player from there, not from the panel.
  const row = panel
    .locator('tbody tr')
    .filter({ has: page.getByRole('group', { name: /Recording of call \d+/ }) })
    .first();
  await row.getByRole('link', { name: /Call details of call \d+/ }).click();
  const slate = page.getByRole('slider', { name: 'Playback position' });
  await slate.waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('.cc-timeline__client').length > 0);
  expect(await page.locator('.cc-timeline__caller').count()).toBeGreaterThan(0);
  expect(await page.locator('.cc-timeline__axis li').nth(1).textContent()).toBe('00:15');
  await page.locator('.cc-timeline').getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(
    () => Number(document.querySelector('.cc-timeline__slate')?.getAttribute('aria-valuenow') ?? 0) >= 1,
    undefined,
    { timeout: 10_000 },
  );
  expect(await findSeriousAxeViolations(page, '.cc-call-detail')).toEqual([]);
  await screenshot(page, 'call-detail-timeline');
});

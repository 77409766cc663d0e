import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

/** The names on the client cards, in the order shown. */
async function readCardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Clients' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('h2')?.textContent?.trim() ?? ''));
}

/** The counter's figures: shown after search and filter, and all clients of the organization. */
async function readCounter(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByText(/^\d+ of \d+ clients$/).textContent()) ?? '';
  const [, shown, total] = /^(\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), total: Number(total) };
}

function chooseOption(page: Page, label: string, option: string) {
  return page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test('the client list searches, sorts and hides declined clients unless asked', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.operator);
  await page.getByRole('article').first().waitFor();
  const all = await readCounter(page);
  expect(all.shown).toBeGreaterThan(0);
  expect(all.shown).toBeLessThan(all.total);
  await screenshot(page, 'client-list');

  // Declined clients are non-active: listed under Non-active, hidden under the default Active.
  await chooseOption(page, 'Show', 'Non-active');
  await expect.poll(async () => (await readCounter(page)).shown).toBe(all.total - all.shown);
  const [declined] = await readCardNames(page);
  if (!declined) throw new Error('the demo data has no declined client');
  await chooseOption(page, 'Show', 'Active');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(declined);
  await expect.poll(() => readCardNames(page)).not.toContain(declined);
  await chooseOption(page, 'Show', 'All');
  await expect.poll(() => readCardNames(page)).toContain(declined);

  // Search is case-insensitive and narrows the counter.
  const lastName = declined.split(' ').at(-1) ?? declined;
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(lastName.toUpperCase());
  await expect.poll(() => readCardNames(page)).toContain(declined);
  const searched = await readCounter(page);
  expect(searched.shown).toBeLessThan(all.total);
  for (const name of await readCardNames(page)) {
    const card = page.getByRole('article', { name, exact: true }).first();
    expect(((await card.textContent()) ?? '').toLowerCase()).toContain(lastName.toLowerCase());
  }

  // Sorting by first name orders the cards alphabetically.
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('');
  await expect.poll(async () => (await readCounter(page)).shown).toBe(all.total);
  await chooseOption(page, 'Sort by', 'First name');
  await expect
    .poll(async () => {
      const firstNames = (await readCardNames(page)).map((name) => name.split(' ')[0] ?? '');
      return firstNames.every(
        (name, index) =>
          index === 0 || (firstNames[index - 1] ?? '').localeCompare(name, 'en', { sensitivity: 'base' }) <= 0,
      );
    })
    .toBe(true);
  // 20 cards first (all clients are shown now); more come on scrolling to the bottom.
  expect((await readCardNames(page)).length).toBe(Math.min(20, all.total));
  if (all.total > 20) {
    await page.getByRole('list', { name: 'Clients' }).getByRole('article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 10_000);
    await expect.poll(async () => (await readCardNames(page)).length).toBe(Math.min(50, all.total));
  }
});

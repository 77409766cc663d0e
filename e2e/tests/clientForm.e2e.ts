import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { goInside } from '../harness/goInside.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

/** Types into a field found by the start of its label, then leaves it, which is when the form checks it. */
async function fillAndLeave(page: Page, label: RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label).first();
  await field.fill(text);
  await field.blur();
}

/** Opens a PrimeReact dropdown by its label and picks an option. */
async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label }).first();
  await input.locator('xpath=ancestor::div[contains(@class,"p-dropdown")][1]').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectMessage(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

test('a new client is created after every check has spoken, and its phones and schedule survive a reload', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.admin);
  await goInside(page, '/client');
  await page.getByRole('heading', { name: 'Add New Patient' }).waitFor();
  await screenshot(page, 'client-new');

  await fillAndLeave(page, /^First name/, '');
  await expectMessage(page, 'Field is required');
  await fillAndLeave(page, /^First name/, 'E');
  await expectMessage(page, 'Minimum 2 letters required');
  await fillAndLeave(page, /^Last name/, 'x'.repeat(81));
  await expectMessage(page, 'Maximum 80 symbols allowed');
  await fillAndLeave(page, /^Birth date/, '');
  await expectMessage(page, 'Invalid birth date');
  await fillAndLeave(page, /^Birth date/, '13-01-1950');
  await expectMessage(page, 'Invalid date');
  await fillAndLeave(page, /^E-mail/, 'nope');
  await expectMessage(page, 'Invalid e-mail');
  await fillAndLeave(page, /^City/, 'c'.repeat(66));
  await expectMessage(page, 'Maximum 65 symbols allowed');

  const stamp = Date.now().toString(36);
  const lastName = `Browser${stamp}`;
  await fillAndLeave(page, /^First name/, 'Emi');
  await fillAndLeave(page, /^Last name/, lastName);
  await fillAndLeave(page, /^External ID/, `E2E-${stamp}`);
  await fillAndLeave(page, /^Birth date/, '04-05-1948');
  await fillAndLeave(page, /^E-mail/, '');
  await fillAndLeave(page, /^City/, 'Osaka');
  await page.getByRole('button', { name: 'Create client' }).click();
  await page.waitForURL(/\/client\/\d+\/summaryPatient$/);
  await page.getByRole('heading', { name: 'Summary' }).waitFor();
  await screenshot(page, 'client-summary');

  await page.getByRole('navigation', { name: 'Client' }).getByRole('link', { name: 'Client details' }).click();
  await page.getByRole('heading', { name: 'Client details' }).waitFor();
  await page.getByRole('button', { name: 'Add phone' }).click();
  await page.getByLabel(/^Country code 1/).fill('1');
  await page.getByLabel(/^Phone number 1/).fill('2025550177');
  await page.getByRole('button', { name: 'Add schedule' }).click();
  await choose(page, /^Start 1/, '10:30');
  await page.getByText('Ends at 12:30').waitFor();
  await page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/user\/patient\/\d+$/.test(response.url()),
  );
  await page.reload();
  await page.getByRole('heading', { name: 'Client details' }).waitFor();
  expect(await page.getByLabel(/^Phone number 1/).inputValue()).toBe('2025550177');
  await page.getByText('Ends at 12:30').waitFor();
  await screenshot(page, 'client-details');

  // Declining consent makes the client non-active, so the list's default filter no longer shows it.
  await page.getByRole('tab', { name: 'Tags' }).click();
  await page.getByRole('radio', { name: 'Declined' }).check();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/tag'),
  );
  await choose(page, /^Reason for decline/, 'Gave no reason');
  expect((await saved).ok()).toBe(true);
  await goInside(page, '/PatientList');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(lastName);
  await expect.poll(() => page.getByRole('article', { name: `Emi ${lastName}` }).count(), { timeout: 10_000 }).toBe(0);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'All' });
  await page
    .getByRole('article', { name: `Emi ${lastName}` })
    .first()
    .waitFor();
});

test('a demo client has no active period, even for a super admin', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.super);
  const open = page.getByRole('link', { name: /^Open / }).first();
  await open.waitFor();
  const href = (await open.getAttribute('href')) ?? '';
  await goInside(page, `${href.replace(/\/$/, '')}/edit`);
  await page.getByRole('tab', { name: 'Tags' }).click();
  await page.getByRole('radio', { name: 'Demo' }).click();
  await expect.poll(() => page.getByLabel(/^Active from/).isDisabled(), { timeout: 10_000 }).toBe(true);
  expect(await page.getByLabel(/^Active until/).isDisabled()).toBe(true);
});

test('a client of another organization is not shown, and the page stays where it was', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.super);
  const demoCareHref =
    (await page
      .getByRole('link', { name: /^Open / })
      .first()
      .getAttribute('href')) ?? '';
  // The address's organizationId selects Demo Care North for that page, to learn one of its client ids.
  await page.goto('/PatientList?organizationId=2');
  await expect
    .poll(
      async () =>
        page
          .getByRole('link', { name: /^Open / })
          .first()
          .getAttribute('href'),
      { timeout: 15_000 },
    )
    .not.toBe(demoCareHref);
  const northHref =
    (await page
      .getByRole('link', { name: /^Open / })
      .first()
      .getAttribute('href')) ?? '';
  expect(northHref).toMatch(/^\/client\/\d+/);
  await page.goto('/PatientList?organizationId=1');
  await expect
    .poll(
      async () =>
        page
          .getByRole('link', { name: /^Open / })
          .first()
          .getAttribute('href'),
      { timeout: 15_000 },
    )
    .toBe(demoCareHref);

  await goInside(page, `${northHref.replace(/\/$/, '')}/edit`);
  await expectMessage(page, "We are sorry, we could not get the patient's details. Please try again later.");
  await expect.poll(() => new URL(page.url()).pathname).toBe('/PatientList');
  expect(await page.getByRole('heading', { name: 'Client details' }).count()).toBe(0);
});

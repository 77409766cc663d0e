import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { MULTI_FACTOR_PATH, passSecondFactor } from '../harness/passSecondFactor.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signIn, submitSignInForm, waitForSignInPage } from '../harness/signIn.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

/** The addresses of the client list's cards (`/client/<id>`), once the list has rendered: ids, unlike names, are unique. */
async function readClientAddresses(page: Page): Promise<string[]> {
  const links = page.getByRole('list', { name: 'Clients' }).getByRole('link', { name: /^Open / });
  await links.first().waitFor();
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute('href')) ?? ''));
}

/**
 * The organization selector in the top menu, by its accessible name: a button until first used, then the dropdown's
 * own input, both named 'Organization'.
 */
function getOrganizationControl(page: Page) {
  return page.getByRole('banner').getByLabel('Organization').first();
}

/** The organization the selector shows. */
async function readSelectedOrganization(page: Page): Promise<string> {
  return getOrganizationControl(page).evaluate((node) =>
    node instanceof HTMLInputElement ? node.value : (node.textContent ?? '').trim(),
  );
}

/** Opens the organization list from the keyboard, as a keyboard user would, and waits for its options. */
async function openOrganizationList(page: Page): Promise<void> {
  await getOrganizationControl(page).focus();
  await page.getByRole('banner').getByRole('textbox', { name: 'Organization' }).waitFor({ state: 'attached' });
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').getByRole('option').first().waitFor();
}

test('switching organization shows the other organization’s clients, and the choice survives a reload', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.super);
  expect(await readSelectedOrganization(page)).toBe('Demo Care (1)');
  const demoCareAddresses = await readClientAddresses(page);
  await openOrganizationList(page);
  await screenshot(page, 'organization-selector-open');

  await page.getByRole('option', { name: 'Demo Care North (2)' }).click();
  await expect.poll(() => readSelectedOrganization(page)).toBe('Demo Care North (2)');
  await page.getByRole('heading', { name: 'Hello, Sam' }).waitFor();
  await expect
    .poll(async () => (await readClientAddresses(page)).filter((address) => demoCareAddresses.includes(address)))
    .toEqual([]);
  const northAddresses = await readClientAddresses(page);
  expect(northAddresses.length).toBeGreaterThan(0);
  await page.getByText(new RegExp(`^${northAddresses.length} of \\d+ clients$`)).waitFor();
  await screenshot(page, 'client-list-north');

  await page.reload();
  await page.getByRole('heading', { name: 'Hello, Sam' }).waitFor();
  await expect.poll(() => readSelectedOrganization(page)).toBe('Demo Care North (2)');
  expect(await readClientAddresses(page)).toEqual(northAddresses);
});

test('an admin of a parent organization can select its child in the organization selector', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.admin);
  expect(await readSelectedOrganization(page)).toBe('Demo Care');
  await openOrganizationList(page);
  const options = page.getByRole('listbox').getByRole('option');
  expect(await options.allTextContents()).toEqual(['Demo Care', 'Demo Care North']);

  await page.getByRole('option', { name: 'Demo Care North' }).click();
  await expect.poll(() => readSelectedOrganization(page)).toBe('Demo Care North');
  await page.getByRole('heading', { name: `Hello, ${DEMO_USERS.admin.firstName}` }).waitFor();
});

test('an unknown address shows the Not Found page inside the layout, with a way back to the client list', async ({
  page,
}) => {
  const user = DEMO_USERS.operator;
  await signInToPortal(page, user);
  await page.goto('/no/such/page');
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  await page.getByText('Sorry, but the page you were trying to view does not exist.').waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Olivia Operator' }).waitFor();
  await screenshot(page, 'not-found');

  await page.getByRole('link', { name: 'Back to the client list' }).click();
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/PatientList');
});

test('logout from the user menu returns to the sign-in page, and the portal then asks to sign in again', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.operator);
  await page.getByRole('button', { name: 'Olivia Operator' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await screenshot(page, 'user-menu');
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForSignInPage(page);
  await screenshot(page, 'after-logout');

  await page.goto('/PatientList');
  await waitForSignInPage(page);
});

// Logout ends the provider's sign-in session (RP-initiated logout), and with it the device trust the server bound to
// that session when 'remember this device' was not ticked: the next sign-in in the same browser asks for the code.
test('after logout, the next sign-in in the same browser asks for the code again when the device was not remembered', async ({
  page,
}) => {
  const user = DEMO_USERS.operator;
  await signInToPortal(page, user, { remember: false });
  await page.getByRole('button', { name: 'Olivia Operator' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForSignInPage(page);

  await submitSignInForm(page, user.email);
  // Past /callback, the portal settles on either the code screen or (were the device still trusted) the client list.
  await page.waitForURL((url) => url.pathname === MULTI_FACTOR_PATH || url.pathname === '/PatientList');
  expect(new URL(page.url()).pathname).toBe(MULTI_FACTOR_PATH);
});

test('after logout, a device remembered for 30 days signs in again without the code', async ({ page }) => {
  const user = DEMO_USERS.operator;
  await signInToPortal(page, user, { remember: true });
  await page.getByRole('button', { name: 'Olivia Operator' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await waitForSignInPage(page);

  await submitSignInForm(page, user.email);
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/PatientList');
});

test('an admin sees the Users screen with the organization’s staff; an operator has no Users menu', async ({
  page,
  openContext,
}) => {
  await signInToPortal(page, DEMO_USERS.admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/Users');
  const table = page.getByRole('table');
  await table.getByRole('cell', { name: DEMO_USERS.operator.email }).waitFor();
  await table.getByRole('cell', { name: DEMO_USERS.admin.email }).waitFor();
  expect(await table.getByRole('cell', { name: DEMO_USERS.northAdmin.email }).count()).toBe(0);
  await screenshot(page, 'users');

  const operator = await openContext();
  await signInToPortal(operator.page, DEMO_USERS.operator);
  const navigation = operator.page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Home' }).waitFor();
  expect(await navigation.getByRole('link', { name: 'Users' }).count()).toBe(0);
});

test('a deep link opened while signed out leads through sign-in and the second factor back to that page', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email, { path: '/Users' });
  await passSecondFactor(page, { remember: false });
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/Users');
});

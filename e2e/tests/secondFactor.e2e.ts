import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { getCodeInput, MULTI_FACTOR_PATH, passSecondFactor } from '../harness/passSecondFactor.ts';
import { readLatestCode, readLatestOutboxId } from '../harness/readLatestCode.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signIn, submitSignInForm } from '../harness/signIn.ts';
import { test } from '../harness/test.ts';

/** A six-digit code that is certainly not `code`. */
function otherCode(code: string): string {
  return code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));
}

test('a demo user signs in, receives a texted code, passes the second factor and lands on the client list', async ({
  page,
}) => {
  const user = DEMO_USERS.operator;
  await page.goto('/');
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
  await screenshot(page, 'sign-in');

  await submitSignInForm(page, user.email);
  await page.waitForURL((url) => url.pathname === MULTI_FACTOR_PATH);
  await getCodeInput(page).waitFor();
  await expect.poll(() => page.getByText(/We texted a code to \+1-\*+03\./).isVisible()).toBe(true);
  await screenshot(page, 'mfa-code');

  await passSecondFactor(page, { remember: false });
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/PatientList');
  await page.getByRole('list', { name: 'Clients' }).getByRole('listitem').first().waitFor();
  await screenshot(page, 'client-list');
});

test('an empty code is refused before sending, and a wrong code shows the error and keeps the user on the code screen', async ({
  page,
}) => {
  const user = DEMO_USERS.agent;
  await signIn(page, user.email);
  await getCodeInput(page).waitFor();
  const realCode = await readLatestCode(user.phone);

  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText('Code is required').waitFor();

  await getCodeInput(page).fill(otherCode(realCode));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText('The code is not valid').waitFor();
  expect(new URL(page.url()).pathname).toBe(MULTI_FACTOR_PATH);
  await screenshot(page, 'mfa-wrong-code');

  await getCodeInput(page).fill(realCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
});

test('a user with no phone on file enters one, receives the code there and gets in', async ({ page }) => {
  const user = DEMO_USERS.newcomer;
  const phone = { dialCode: '1', number: '2025550199' };
  await signIn(page, user.email);
  await page.getByRole('heading', { name: 'Enter phone' }).waitFor();
  expect(new URL(page.url()).searchParams.get('phase')).toBe('MFA_PHONE_NUMBER_REQUIRED');

  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Country code is required').waitFor();
  await screenshot(page, 'mfa-phone-entry');

  const country = page.getByRole('textbox', { name: 'Country' });
  await country.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'United States (+1)' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone.number);
  await page.getByRole('button', { name: 'Send code' }).click();

  await getCodeInput(page).waitFor();
  await passSecondFactor(page, { remember: false, recipient: `+${phone.dialCode}-${phone.number}` });
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
});

test('remembering the device skips the code at the next sign-in on the same browser profile', async ({
  page,
  context,
  openContext,
}) => {
  const user = DEMO_USERS.admin;
  await signIn(page, user.email);
  await passSecondFactor(page, { remember: true });
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
  expect(deviceId).toMatch(/\S/);

  // The same computer the next day: the browser kept its local storage and lasting cookies, but the session
  // cookies (the provider's sign-in session among them) and the tab's session storage are gone.
  const saved = await context.storageState();
  await context.close();
  const nextDay = await openContext({
    storageState: { ...saved, cookies: saved.cookies.filter((cookie) => cookie.expires > 0) },
  });
  const codesBefore = await readLatestOutboxId(user.phone);

  await signIn(nextDay.page, user.email);
  await nextDay.page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();
  expect(await nextDay.page.evaluate(() => localStorage.getItem('deviceId'))).toBe(deviceId);
  expect(await readLatestOutboxId(user.phone)).toBe(codesBefore);
  await screenshot(nextDay.page, 'remembered-device-client-list');
});

test('without remembering, the same browser profile is asked for a code again at the next sign-in', async ({
  page,
  context,
  openContext,
}) => {
  const user = DEMO_USERS.northAdmin;
  await signIn(page, user.email);
  await passSecondFactor(page, { remember: false });
  await page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor();

  const saved = await context.storageState();
  await context.close();
  const nextDay = await openContext({
    storageState: { ...saved, cookies: saved.cookies.filter((cookie) => cookie.expires > 0) },
  });
  await signIn(nextDay.page, user.email);
  await getCodeInput(nextDay.page).waitFor();
  expect(new URL(nextDay.page.url()).pathname).toBe(MULTI_FACTOR_PATH);
});

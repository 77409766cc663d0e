import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { MULTI_FACTOR_PATH, passSecondFactor } from '../harness/passSecondFactor.ts';
import { screenshot } from '../harness/screenshot.ts';
import { submitSignInForm, waitForSignInPage } from '../harness/signIn.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

const EXPIRED_TEXT = 'Your session has expired. Please log in again';

// The demo organizations log out after 30 idle minutes (userLogOut.enabled, userLogOut.timeInMin: 30). The page's
// clock is Playwright's fake one, so the test jumps through those minutes; the server keeps real time, and the
// jumps stay under the access token's hour so only the inactivity timer can end the session.
test('after 30 idle minutes the session expires with an alert; OK signs out and the next sign-in returns to the same page', async ({
  page,
}) => {
  const user = DEMO_USERS.admin;
  await page.clock.install();
  await signInToPortal(page, user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  const alert = page.getByRole('alertdialog');

  await page.clock.fastForward('20:00');
  await page.mouse.move(200, 300);
  await page.clock.fastForward('20:00');
  await page.waitForTimeout(500);
  expect(await alert.count()).toBe(0);

  await page.clock.fastForward('11:00');
  await alert.getByText(EXPIRED_TEXT).waitFor();
  await screenshot(page, 'session-expired');

  await alert.getByRole('button', { name: 'OK' }).click();
  await waitForSignInPage(page);
  await submitSignInForm(page, user.email);
  // The expiry's logout ended the provider session, so this device (not remembered) is asked for the code again.
  await page.waitForURL((url) => url.pathname === MULTI_FACTOR_PATH || url.pathname === '/Users');
  expect(new URL(page.url()).pathname).toBe(MULTI_FACTOR_PATH);
  await passSecondFactor(page, { remember: false });
  await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/Users');
});

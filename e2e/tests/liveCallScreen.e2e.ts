import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { goInside } from '../harness/goInside.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

test('the Call button opens the new call screen, which a keyboard can set up and axe finds no serious fault in', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  const firstCard = page.getByRole('article').first();
  await firstCard.waitFor();
  const href = await firstCard.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/client\/\d+$/);
  await goInside(page, href ?? '/');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await page.waitForURL(/\/client\/\d+\/confLift$/);

  const callScreen = page.getByRole('region', { name: 'New Call' });
  await callScreen.getByRole('heading', { name: 'New Call' }).waitFor();
  const questionnaire = callScreen.getByRole('combobox', { name: 'Questionnaire' });
  await questionnaire.waitFor();
  expect(await callScreen.locator('.cc-live-call__status').textContent()).toBe('No call');
  expect(await callScreen.locator('.cc-live-call__status').getAttribute('aria-live')).toBe('polite');
  const call = callScreen.getByRole('button', { name: 'Call', exact: true });
  expect(await call.isDisabled()).toBe(true);

  // Keyboard only: focus the selector and pick the first questionnaire offered with the arrow key.
  await questionnaire.focus();
  await page.keyboard.press('ArrowDown');
  expect(await questionnaire.inputValue()).not.toBe('');
  await page.keyboard.press('Tab');
  await call.waitFor();
  expect(await call.isDisabled()).toBe(false);
  // The fake media device gives the browser a microphone: no dialog stands in the way.
  expect(await page.getByRole('alertdialog').count()).toBe(0);

  expect(await findSeriousAxeViolations(page, '.cc-live-call')).toEqual([]);
  await screenshot(page, 'live-call-screen');
});

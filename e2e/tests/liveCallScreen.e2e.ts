import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { findDemoClient } from '../harness/callAudio.ts';
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
  // A client whose last call is over: while one is live, the screen keeps Call disabled.
  const { id } = await findDemoClient(DEMO_USERS.operator.email, 'answers');
  await goInside(page, `/client/${id}`);
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

test('an operator calls from the computer: Ringing, Active call, a refresh and Rejoin, Hangup, then the call’s questionnaire', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  // A client whose last call is over (the next after the one the first test opens): while a call is live, Call
  // stays disabled.
  const { id: patientId } = await findDemoClient(DEMO_USERS.operator.email, 'answers', 1);
  const href = `/client/${patientId}`;
  await goInside(page, `${href}/confLift`);

  const callScreen = page.getByRole('region', { name: 'New Call' });
  const status = callScreen.locator('.cc-live-call__status');
  await status.waitFor();
  await callScreen.getByRole('combobox', { name: 'Questionnaire' }).selectOption({ index: 1 });
  // A number no demo client has reaches the simulated network's stranger, who always answers after a few rings.
  await callScreen.getByRole('combobox', { name: 'Client phone' }).selectOption({ label: 'Another number' });
  await callScreen.getByRole('textbox', { name: 'Number with country code' }).fill('+1 202 555 0199');
  // Every status the screen announces, in order, however briefly it shows.
  await status.evaluate((element) => {
    const seen: string[] = [element.textContent ?? ''];
    (window as unknown as { statuses: string[] }).statuses = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (seen.at(-1) !== text) seen.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
  await callScreen.getByRole('button', { name: 'Call', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('.cc-live-call__status')?.textContent === 'Active call',
    null,
    {
      timeout: 15_000,
    },
  );
  expect(await page.evaluate(() => (window as unknown as { statuses: string[] }).statuses)).toEqual([
    'No call',
    'Ringing',
    'Active call',
  ]);
  // The server holds the call: it is the client's live last call, the operator's own.
  const live = await callApi<{ call: { call_id: number; live: boolean; is_own: boolean } }>({
    as: DEMO_USERS.operator.email,
    method: 'GET',
    path: `/conference/patient/${patientId}/call/last`,
  });
  expect(live.call).toMatchObject({ live: true, is_own: true });
  expect(await findSeriousAxeViolations(page, '.cc-live-call')).toEqual([]);
  await screenshot(page, 'live-call-active');

  // A refresh asks first; the call goes on on the server, and the operator rejoins the same call.
  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await callScreen.getByRole('button', { name: 'Rejoin call' }).click();
  await page.waitForFunction(
    () => document.querySelector('.cc-live-call__status')?.textContent === 'Active call',
    null,
    {
      timeout: 15_000,
    },
  );

  await callScreen.getByRole('button', { name: 'Hangup' }).click();
  await page.waitForFunction(() => document.querySelector('.cc-live-call__status')?.textContent === 'No call');
  await callScreen.getByText('The call has ended.').waitFor();
  expect(await page.getByText('The connection to the call was lost.').count()).toBe(0);
  // The ended call's questionnaire opens on the screen.
  const questionnaire = page.getByRole('dialog', { name: 'Questionnaire' });
  await questionnaire.getByText(/Question 1 of \d+/).waitFor();
  // Measured once the dialog has faded in: half-way its text is as faint as its opacity.
  await page.waitForFunction(() => {
    const dialog = document.querySelector('.p-dialog');
    return dialog !== null && getComputedStyle(dialog).opacity === '1';
  });
  expect(await findSeriousAxeViolations(page, '.cc-questionnaire')).toEqual([]);
  await screenshot(page, 'live-call-questionnaire');
  const ended = await callApi<{ call: { call_id: number; live: boolean } }>({
    as: DEMO_USERS.operator.email,
    method: 'GET',
    path: `/conference/patient/${patientId}/call/last`,
  });
  expect(ended.call).toMatchObject({ call_id: live.call.call_id, live: false });
});

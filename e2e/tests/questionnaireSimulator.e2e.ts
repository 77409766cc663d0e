import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { findClient, getAction, openFromTree, openQuestionnaireEditor } from '../harness/questionnaireEditorPage.ts';
import { screenshot } from '../harness/screenshot.ts';
import { test } from '../harness/test.ts';

/** The Test panel, by its heading. */
function getPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Test', exact: true });
}

/** The panel's conversation. */
function getLog(page: Page): Locator {
  return getPanel(page).getByRole('log', { name: 'Test conversation' });
}

/** The kind of the graph's vertex the run is at, as its highlight marks it. */
function currentKind(page: Page): Promise<string | null> {
  return page.locator('.react-flow__node [data-current="true"]').getAttribute('data-kind', { timeout: 5_000 });
}

async function answer(page: Page, option: string): Promise<void> {
  await getPanel(page)
    .getByRole('group', { name: 'Answers understood' })
    .getByRole('button', { name: option, exact: true })
    .click();
}

async function say(page: Page, text: string): Promise<void> {
  const box = getPanel(page).getByRole('textbox', { name: 'What the client says' });
  await box.fill(text);
  await box.press('Enter');
}

test('the Test panel runs the monthly frame through its sub-questionnaires to the end', async ({ page }) => {
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, 'Monthly wellness call');
  const test = getAction(page, 'Test');
  expect(await test.getAttribute('aria-pressed')).toBe('false');
  await test.click();
  expect(await test.getAttribute('aria-pressed')).toBe('true');

  const log = getLog(page);
  expect(await log.getAttribute('aria-live')).toBe('polite');
  // The open client's first name fills the greeting; the diagnosis sub-questionnaire is fetched as the run enters it.
  await log.getByText(`Hello ${client.first_name}, this is your monthly wellness call`).waitFor();
  await log.getByText('Entered Diabetes follow-up').waitFor();
  await log.getByText('Did you check your blood sugar today?').waitFor();
  await expect.poll(() => currentKind(page)).toBe('dynamic');
  const diagnosisVertex = await page.locator('.react-flow__node [data-current="true"]').getAttribute('data-testid');
  await screenshot(page, 'questionnaire-simulator');
  expect(await findSeriousAxeViolations(page, '.cc-simulator')).toEqual([]);

  await answer(page, 'Yes');
  await log.getByText('What was the reading?').waitFor();
  await say(page, '120');
  await log.getByText('Recorded reading: 120').waitFor();
  // The personal sub-questionnaire: a multi-branch question answered in words.
  await log.getByText('How have you been feeling this week?').waitFor();
  await expect
    .poll(() => page.locator('.react-flow__node [data-current="true"]').getAttribute('data-testid'))
    .not.toBe(diagnosisVertex);
  await say(page, 'pretty calm actually');
  await log.getByText('I am glad to hear that.').waitFor();
  // The operational one, answered on the keypad: 2 is No.
  await log.getByText('Have you taken today’s medication?').waitFor();
  await getPanel(page).getByRole('button', { name: 'Press 2' }).click();
  await log.getByText('Please take it as soon as you can, as your doctor prescribed.').waitFor();
  // The embedded fall risk screening: the highlight moves to the embedded vertex.
  await log.getByText('Have you fallen since our last call?').waitFor();
  await expect.poll(() => currentKind(page)).toBe('embedded');
  await answer(page, 'No');
  await log.getByText('The call ended: completed').waitFor();
  await expect.poll(() => currentKind(page)).toBe('say');
  expect(await log.getByText(`Thank you for your time, ${client.first_name}. Goodbye.`).count()).toBe(1);
  await getPanel(page).getByText('The test has ended. Restart it to run it again.').waitFor();
  await screenshot(page, 'questionnaire-simulator-ended');
  expect(await findSeriousAxeViolations(page, '.cc-simulator')).toEqual([]);

  // Restart runs it again from the greeting; closing the panel takes the highlight away.
  await getPanel(page).getByRole('button', { name: 'Restart' }).click();
  await expect.poll(() => log.getByText('The call ended: completed').count()).toBe(0);
  await log.getByText('Did you check your blood sugar today?').waitFor();
  await getPanel(page).getByRole('button', { name: 'Close the test' }).click();
  await expect.poll(() => page.locator('[data-current="true"]').count()).toBe(0);
});

test('the Test panel runs unsaved edits, with the client values changed', async ({ page }) => {
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, 'Weekly check-in');
  await getAction(page, 'Edit').click();
  await getAction(page, 'Test').click();
  const panel = getPanel(page);
  const log = getLog(page);
  await log.getByText(`Hello ${client.first_name}, this is`).waitFor();
  await panel.getByText('Client', { exact: true }).click();
  await panel.getByRole('textbox', { name: 'First name' }).fill('Tester');
  await panel.getByRole('textbox', { name: 'Zip code' }).fill('60614');
  await panel.getByRole('button', { name: 'Restart' }).click();
  await log.getByText('Hello Tester, this is').waitFor();
  await log.getByText('Would you like to continue in English or in Spanish?').waitFor();
  await expect.poll(() => currentKind(page)).toBe('ask');
  await answer(page, 'English');
  await log.getByText('To confirm it is you, please say your date of birth.').waitFor();
  await expect.poll(() => currentKind(page)).toBe('date_of_birth_validation');
  // Three answers without a date count as a failed check, which ends the call on its invalid path.
  for (const words of ['I do not know', 'no idea', 'pass']) await say(page, words);
  await log.getByText('Recorded date of birth: invalid').waitFor();
  await log.getByText('The call ended: terminated').waitFor();
  expect(await findSeriousAxeViolations(page, '.cc-simulator')).toEqual([]);
});

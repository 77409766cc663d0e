import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { choose } from '../harness/questionnaireEditorPage.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

const PANEL = 'section.cc-scheduled-calls';

/** Tabs forward until `target` has the focus (at most `limit` presses), as a keyboard user reaches a control. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reached ${target.toString()}`);
}

/** `YYYY-MM-DD` some days from now (UTC): a day that lies ahead in any client's time zone. */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('the scheduled calls panel and its dialogs are axe-clean and work by keyboard: empty, validation, listed, cancel', async ({
  page,
}) => {
  const admin = DEMO_USERS.admin;
  const stamp = Date.now().toString(36);
  // A client of its own: nothing planned for it by another test or by a call schedule.
  const created = await callApi<{ data: { patient_id: number } }>({
    as: admin.email,
    method: 'POST',
    path: '/api/user/patient',
    body: {
      patientDetails: {
        first_name: 'Hana',
        last_name: `Schedule${stamp}`,
        external_id: `E2E-SCHED-${stamp}`,
        birth_date: '1948-05-06',
      },
      patientPhones: [{ phone_number: '1-2025550177', label: 'mobile', is_default: true }],
    },
  });
  const clientId = created.data.patient_id;
  await signInToPortal(page, admin, { path: `/client/${clientId}/botcalls`, trustedDevice: true });
  const panel = page.getByRole('region', { name: 'Scheduled calls' });

  // Empty.
  await panel.getByText('No calls scheduled').waitFor();
  expect(await findSeriousAxeViolations(page, PANEL)).toEqual([]);
  await screenshot(page, 'scheduled-calls-empty');

  // The dialog opens from the keyboard and takes the focus.
  const open = panel.getByRole('button', { name: 'Schedule a call' });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Schedule a call' });
  await dialog.waitFor();
  // The focus moves into the dialog once it has opened.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await findSeriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'scheduled-calls-dialog');

  // Confirming with nothing chosen shows the contract's messages, each tied to its field.
  const confirm = dialog.getByRole('button', { name: 'Schedule', exact: true });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await dialog.getByText('require phone number').waitFor();
  await dialog.getByText('Please select call date').waitFor();
  await dialog.getByText('Please select questionnaire').waitFor();
  expect(await dialog.getByLabel(/Call date/).getAttribute('aria-invalid')).toBe('true');
  expect(await findSeriousAxeViolations(page, '[role="dialog"]')).toEqual([]);
  await screenshot(page, 'scheduled-calls-validation');

  // Filled in by keyboard where the controls allow it (the questionnaire list is PrimeReact's dropdown).
  const phone = dialog.getByRole('radio', { name: /\+1 2025550177/ });
  await phone.focus();
  await page.keyboard.press('Space');
  expect(await phone.isChecked()).toBe(true);
  const date = daysAhead(3);
  await dialog.getByLabel(/Call date/).fill(date);
  await dialog.getByLabel(/Call time/).fill('10:00');
  await choose(dialog, 'Questionnaire', 'Weekly check-in');
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });

  // Listed, and announced politely.
  const table = panel.getByRole('table', { name: 'Scheduled calls' });
  const row = table.getByRole('row').filter({ hasText: 'Weekly check-in' });
  await row.waitFor();
  expect(await row.textContent()).toContain('One-off');
  const status = panel.getByRole('status');
  expect(await status.getAttribute('aria-live')).toBe('polite');
  await expect.poll(() => status.textContent()).toMatch(/^Call scheduled for /);
  expect(await findSeriousAxeViolations(page, PANEL)).toEqual([]);
  await screenshot(page, 'scheduled-calls-listed');

  // Cancel: the confirmation opens by keyboard, is axe-clean, and Escape keeps the call.
  const cancel = row.getByRole('button', { name: /^Cancel call on / });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  const confirmCancel = page.getByRole('alertdialog', { name: 'Cancel scheduled call' });
  await confirmCancel.waitFor();
  expect(await findSeriousAxeViolations(page, '[role="alertdialog"]')).toEqual([]);
  await screenshot(page, 'scheduled-calls-cancel-dialog');
  await page.keyboard.press('Escape');
  await confirmCancel.waitFor({ state: 'detached' });
  expect(await row.textContent()).toContain('Planned');

  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await confirmCancel.waitFor();
  const cancelCall = confirmCancel.getByRole('button', { name: 'Cancel call', exact: true });
  await tabTo(page, cancelCall);
  await page.keyboard.press('Enter');
  await confirmCancel.waitFor({ state: 'detached' });
  await expect.poll(() => status.textContent()).toMatch(/^The call of .* was canceled$/);
  await row.getByText('canceled by a user').waitFor();
  expect(await findSeriousAxeViolations(page, PANEL)).toEqual([]);
  await screenshot(page, 'scheduled-calls-canceled');

  const { scheduledCalls } = await callApi<{ scheduledCalls: { status: string; cancel_reason: string | null }[] }>({
    as: admin.email,
    method: 'GET',
    path: `/api/user/patient/${clientId}/scheduledCalls`,
  });
  expect(scheduledCalls).toMatchObject([{ status: 'canceled', cancel_reason: 'canceled-by-user' }]);
});

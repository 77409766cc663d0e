import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { findDemoClient } from '../harness/callAudio.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { goInside } from '../harness/goInside.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

test("an admin sees the day's bot calls with their totals, hours and outcomes, and opens one", async ({ page }) => {
  const admin = DEMO_USERS.northAdmin;
  // A busy client of Demo Care North: retried twice six seconds apart, then ended busy with three attempts.
  const { id: clientId, client } = await findDemoClient(admin.email, 'busy', 0, 'Demo Care North');
  const { questionnaires } = await callApi<{ questionnaires: { id: number; name: string }[] }>({
    as: admin.email,
    method: 'GET',
    path: '/bot/questionnaire',
  });
  const weekly = questionnaires.find((entry) => entry.name === 'Weekly check-in');
  const phone = client.phones.find((entry) => entry.isDefault) ?? client.phones[0];
  if (!weekly || !phone) throw new Error('the demo data is missing');
  const { call_id: callId } = await callApi<{ call_id: number }>({
    as: admin.email,
    method: 'POST',
    path: '/bot/call',
    body: { patientId: clientId, phoneNumber: `${phone.countryCode}${phone.number}`, questionnaireId: weekly.id },
  });

  await signInToPortal(page, admin, { trustedDevice: true });
  await page.getByRole('link', { name: 'Bot calls of the day' }).click();
  await page.waitForURL(/\/admin\/bot-calls$/);
  const view = page.getByRole('region', { name: 'Bot calls of the day' });
  const table = view.getByRole('table', { name: "The day's bot calls" });
  const name = `${client.firstName} ${client.lastName}`;
  const link = table.getByRole('link', { name: `Open the call with ${name}` });
  await link.first().waitFor({ timeout: 20_000 });
  // The view refreshes by itself while the call is retried, until it ends busy after three attempts.
  const row = table.getByRole('row').filter({ has: page.locator(`a[href="/client/${clientId}/call/${callId}"]`) });
  await row.getByText('Busy', { exact: true }).waitFor({ timeout: 45_000 });
  expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['3', '2']));
  expect(await view.getByText(/^Busy: /).count()).toBe(1);
  await view.getByLabel('Show').selectOption('busy');
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  expect(await findSeriousAxeViolations(page, '.cc-bot-day')).toEqual([]);
  await screenshot(page, 'bot-calls-day');
  await row.getByRole('link').click();
  await page.waitForURL(new RegExp(`/client/${clientId}/call/${callId}$`));
  await goInside(page, '/admin/bot-calls');
  await view.getByRole('button', { name: 'Previous day' }).click();
  await view.getByText(/bot calls? this day$/).waitFor();
});

import { expect } from 'vitest';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { goInside } from '../harness/goInside.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

test('a demo client’s summary lists its latest calls, the newest at the client’s last call', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.operator, { trustedDevice: true });
  // The list starts sorted by last call, newest first: the first client has been called.
  const firstCard = page.getByRole('article').first();
  await firstCard.waitFor();
  const href = await firstCard.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/client\/\d+$/);
  await goInside(page, `${href}/summaryPatient`);

  const latest = page.getByRole('region', { name: 'Latest calls' });
  await latest.getByRole('listitem').first().waitFor();
  const rows = await latest.getByRole('listitem').allTextContents();
  expect(rows.length).toBeGreaterThanOrEqual(3);
  expect(rows.length).toBeLessThanOrEqual(5);
  for (const row of rows) {
    expect(row).toMatch(/(Bot|Operator) call, (from the computer|by phone)/);
    expect(row).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}/);
    // The start time, then the length.
    expect(row).toMatch(/\d{2}:\d{2}.*\d{2}:\d{2}/);
    expect(row).toMatch(/Answered|No answer|Busy|Call failed|Canceled|Not answered/);
  }
  // The newest call that started (the client answered) is the one the summary names as the last call; calls placed
  // since and not answered are listed above it.
  const lastCall = (await page.getByRole('definition').nth(1).textContent()) ?? '';
  expect(lastCall).toMatch(/\d{2}:\d{2}$/);
  const answered = latest.getByRole('listitem').filter({ hasText: 'Answered' }).first();
  expect(await answered.locator('time').first().textContent()).toBe(lastCall);
  await screenshot(page, 'client-summary-latest-calls');
});

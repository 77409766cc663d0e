import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

interface StoredClient {
  version: number;
  patientDetails: { city: string | null };
}

/** Opens the client's details as a demo user, on a device the server trusts (no texted code). */
async function openDetails(page: Page, email: string, patientId: number): Promise<void> {
  const user = Object.values(DEMO_USERS).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  await signInToPortal(page, user, { path: `/client/${patientId}/edit`, trustedDevice: true });
  await page.getByRole('heading', { name: 'Client details' }).waitFor();
}

/** Types a new city and waits for the autosave's answer. */
async function typeCity(page: Page, city: string): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/user\/patient\/\d+$/.test(response.url()),
  );
  await page.getByLabel(/^City/).fill(city);
  return (await answer).status();
}

test('two people edit one client: the stale form is told whose change won, keeps its text, and saves it only when asked', async ({
  page,
  openContext,
}) => {
  const lastName = `Conflict${Date.now().toString(36)}`;
  const created = await callApi<{ data: { patient_id: number; version: number } }>({
    as: DEMO_USERS.admin.email,
    method: 'POST',
    path: '/api/user/patient',
    body: {
      patientDetails: { first_name: 'Hana', last_name: lastName, external_id: lastName, birth_date: '1951-07-02' },
      patientPhones: [],
      patientSchedule: [],
    },
  });
  const patientId = created.data.patient_id;
  expect(created.data.version).toBe(1);

  // Both open the client at version 1.
  await openDetails(page, DEMO_USERS.admin.email, patientId);
  const colleague = await openContext();
  await openDetails(colleague.page, DEMO_USERS.operator.email, patientId);

  // The colleague saves first.
  expect(await typeCity(colleague.page, 'Kyoto')).toBe(200);

  // The admin's form still holds version 1: its autosave is refused, and it says so.
  expect(await typeCity(page, 'Osaka')).toBe(409);
  const dialog = page.getByRole('alertdialog', { name: 'Someone else changed this client' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toMatch(
    /Olivia Operator saved a change to this client on [A-Z][a-z]{2} \d{1,2}, \d{4} \d{2}:\d{2}, after you opened it\./,
  );
  expect(await dialog.textContent()).toContain('Saving yours replaces what they stored in: City.');
  // Nothing typed is lost.
  expect(await page.getByLabel(/^City/).inputValue()).toBe('Osaka');
  await screenshot(page, 'client-version-conflict');
  expect(await findSeriousAxeViolations(page, '[role="alertdialog"]')).toEqual([]);

  const stored = () =>
    callApi<StoredClient>({ as: DEMO_USERS.admin.email, method: 'GET', path: `/api/user/patient/${patientId}` });
  expect(await stored()).toMatchObject({ version: 2, patientDetails: { city: 'Kyoto' } });

  // Keep editing: the dialog goes, a notice stays, and nothing is sent.
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.waitFor({ state: 'detached' });
  const notice = page.getByRole('status').filter({ hasText: 'Not saved: Olivia Operator changed this client' });
  await notice.waitFor();
  expect(await findSeriousAxeViolations(page, '.cc-client-conflict-notice')).toEqual([]);
  expect(await page.getByLabel(/^City/).inputValue()).toBe('Osaka');

  // Saving over theirs, deliberately, on the version the conflict named.
  const overwrite = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/user\/patient\/\d+$/.test(response.url()),
  );
  await notice.getByRole('button', { name: 'Save my changes over theirs' }).click();
  const answer = await overwrite;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ version: 2, patientDetails: { city: 'Osaka' } });
  await notice.waitFor({ state: 'detached' });
  expect(await stored()).toMatchObject({ version: 3, patientDetails: { city: 'Osaka' } });

  // The colleague's screen is now the stale one: its next change is refused the same way, naming the admin.
  expect(await typeCity(colleague.page, 'Nara')).toBe(409);
  const theirDialog = colleague.page.getByRole('alertdialog', { name: 'Someone else changed this client' });
  await theirDialog.waitFor();
  expect(await theirDialog.textContent()).toContain('Alex Admin saved a change to this client');
  await theirDialog.getByRole('button', { name: 'Discard my changes and load theirs' }).click();
  await expect.poll(() => colleague.page.getByLabel(/^City/).inputValue()).toBe('Osaka');
  expect(await stored()).toMatchObject({ version: 3, patientDetails: { city: 'Osaka' } });
});

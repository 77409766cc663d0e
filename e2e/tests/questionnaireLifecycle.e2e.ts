import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { goInside } from '../harness/goInside.ts';
import {
  addQuestionnaire,
  confirmDialog,
  createQuestionnaireThroughApi,
  findClient,
  getAction,
  getDialog,
  getTree,
  getTreeItem,
  getVertices,
  isWithin,
  openFromTree,
  openQuestionnaireEditor,
  saveQuestionnaire,
} from '../harness/questionnaireEditorPage.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';
import { uniqueName } from '../harness/uniqueName.ts';

const OWNED_BY_PARENT = 'This questionnaire belongs to the parent organization';

/** The tooltip of a disabled action: its wrapper's title, since a disabled button shows none of its own. */
function readDisabledReason(action: Locator): Promise<string | null> {
  return action.locator('xpath=..').getAttribute('title');
}

/** Whether the middle of an element is what the user sees there, not hidden under something drawn above it. */
function isOnTop(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && node.contains(hit);
  });
}

/** The id of one of the account's organizations, by name. */
async function findOrganizationId(as: string, name: string): Promise<number> {
  const session = await callApi<{ organizations: { id: number; name: string }[] }>({
    as,
    method: 'GET',
    path: '/api/user/auth/',
  });
  const found = session.organizations.find((organization) => organization.name === name);
  if (!found) throw new Error(`${as} is not in ${name}`);
  return found.id;
}

/** Switches the top menu's organization selector, as shell.e2e.ts does, and waits for the choice to show. */
async function switchOrganization(page: Page, option: string): Promise<void> {
  const control = page.getByRole('banner').getByLabel('Organization').first();
  await control.focus();
  await page.getByRole('banner').getByRole('textbox', { name: 'Organization' }).waitFor({ state: 'attached' });
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect
    .poll(() =>
      control.evaluate((node) => (node instanceof HTMLInputElement ? node.value : (node.textContent ?? '').trim())),
    )
    .toBe(option);
}

test('a child organization sees its parent’s questionnaires read-only, saying why', async ({ page }) => {
  const client = await findClient(DEMO_USERS.northAdmin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.northAdmin, client.patient_id);
  await openFromTree(page, 'Weekly check-in');
  await getVertices(page, 'say').first().waitFor();
  // The tree scrolled down to its last row, and its search box is still in reach.
  const search = getTree(page).getByRole('searchbox', { name: 'Search questionnaires' });
  expect(await isWithin(search, getTree(page))).toBe(true);
  // The language question's two conditions are readable: the English edge goes around the Spanish answer's vertex.
  for (const condition of ['English', 'Spanish']) {
    const label = page.locator('.react-flow__edge-textwrapper').filter({ hasText: condition });
    expect(await isOnTop(label)).toBe(true);
  }
  for (const name of ['Edit', 'Archive']) {
    expect(await getAction(page, name).isDisabled()).toBe(true);
    expect(await readDisabledReason(getAction(page, name))).toBe(OWNED_BY_PARENT);
    expect(await getAction(page, name).getAttribute('aria-description')).toBe(OWNED_BY_PARENT);
  }
  await screenshot(page, 'questionnaire-read-only');

  // An archived one of the parent: Restore and Delete are refused the same way.
  await openFromTree(page, 'Flu season outreach 2025');
  await page.getByText('archived', { exact: true }).first().waitFor();
  for (const name of ['Restore', 'Delete']) {
    expect(await getAction(page, name).isDisabled()).toBe(true);
    expect(await readDisabledReason(getAction(page, name))).toBe(OWNED_BY_PARENT);
  }
  expect(await getAction(page, 'Call Now').count()).toBe(0);

  // Its own questionnaire stays editable.
  await openFromTree(page, 'North welcome call');
  expect(await getAction(page, 'Edit').isEnabled()).toBe(true);
  expect(await getAction(page, 'Archive').isEnabled()).toBe(true);
});

test('a questionnaire is archived, restored, archived again and deleted; an embedded one warns first', async ({
  page,
}) => {
  const name = uniqueName('Seasonal reminder');
  const id = await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name });
  const embedded = uniqueName('Hydration module');
  await createQuestionnaireThroughApi({ as: DEMO_USERS.admin.email, name: embedded, type: 'embedded' });
  const client = await findClient(DEMO_USERS.admin.email);
  await openQuestionnaireEditor(page, DEMO_USERS.admin, client.patient_id);
  await openFromTree(page, name);
  // Delete is offered only once archived.
  expect(await getAction(page, 'Delete').count()).toBe(0);

  await getAction(page, 'Archive').click();
  await page.getByText(`Questionnaire ${name} was archived`).waitFor();
  await getAction(page, 'Restore').waitFor();
  await page.getByText('archived', { exact: true }).first().waitFor();
  expect(await getAction(page, 'Call Now').count()).toBe(0);
  expect(await getAction(page, 'Edit').isDisabled()).toBe(true);
  await screenshot(page, 'questionnaire-archived');

  await getAction(page, 'Restore').click();
  await page.getByText(`Questionnaire ${name} was restored`).waitFor();
  await getAction(page, 'Archive').waitFor();
  expect(await getAction(page, 'Delete').count()).toBe(0);
  await getAction(page, 'Call Now').waitFor();

  await getAction(page, 'Archive').click();
  await getAction(page, 'Delete').click();
  const confirm = getDialog(page, 'Delete questionnaire');
  await confirm.getByText(`Are you sure you want to delete ${name} (id ${id})?`).waitFor();
  await screenshot(page, 'questionnaire-delete-confirmation');
  await confirmDialog(confirm, 'Delete');
  await page.getByText(`Questionnaire ${name} was deleted`).waitFor();
  await page.getByText('No questionnaire open').waitFor();
  await expect.poll(() => getTreeItem(page, name).count()).toBe(0);

  await openFromTree(page, embedded);
  await getAction(page, 'Archive').click();
  const warning = getDialog(page, 'Archive embedded questionnaire');
  await warning
    .getByText(
      'Once archived, this questionnaire cannot be attached to other questionnaires until it is restored. Questionnaires that already use it keep working.',
    )
    .waitFor();
  await screenshot(page, 'questionnaire-archive-warning');
  await confirmDialog(warning, 'Archive');
  await page.getByText(`Questionnaire ${embedded} was archived`).waitFor();
  await getAction(page, 'Restore').waitFor();
  const archivedGroup = getTree(page).getByRole('list', { name: 'Archived' });
  await archivedGroup.getByRole('button', { name: new RegExp(`^${embedded}`) }).waitFor();
});

test('a questionnaire of Demo Care is copied into Demo Care North and saved there', async ({ page }) => {
  const northId = await findOrganizationId(DEMO_USERS.super.email, 'Demo Care North');
  const northClient = await findClient(DEMO_USERS.super.email, northId);
  await signInToPortal(page, DEMO_USERS.super, { trustedDevice: true });
  await switchOrganization(page, `Demo Care North (${northId})`);
  await page.getByRole('heading', { name: `Hello, ${DEMO_USERS.super.firstName}` }).waitFor();
  await goInside(page, `/client/${northClient.patient_id}/botcalls`);
  await getTreeItem(page, 'North welcome call').waitFor();
  const name = uniqueName('North weekly check-in');
  await addQuestionnaire(page, name);

  await getAction(page, 'Copy questionnaire').click();
  const dialog = getDialog(page, 'Copy questionnaire');
  const organization = dialog.getByRole('combobox', { name: 'Organization' });
  await organization.fill('Demo');
  await dialog.getByRole('option', { name: 'Demo Care', exact: true }).click();
  const questionnaire = dialog.getByRole('combobox', { name: 'Questionnaire' });
  // Focused, the field lists every questionnaire of Demo Care, all of it inside the dialog (not cut off by it).
  await questionnaire.focus();
  const suggestions = dialog.getByRole('listbox', { name: 'Questionnaire' });
  await suggestions.getByRole('option').nth(3).waitFor();
  expect(await isWithin(suggestions, dialog)).toBe(true);
  await questionnaire.fill('weekly');
  const source = dialog.getByRole('option', { name: /^Weekly check-in \(id \d+\)/ });
  await source.waitFor();
  await screenshot(page, 'questionnaire-copy-dialog');
  await source.click();
  await confirmDialog(dialog, 'Copy');
  await getVertices(page, 'say').first().waitFor();
  // Only vertices in view are drawn: fit the graph to the view (a 200 ms animation); then every vertex of the source
  // is on screen.
  const careId = await findOrganizationId(DEMO_USERS.super.email, 'Demo Care');
  const { questionnaires: careQuestionnaires } = await callApi<{ questionnaires: { id: number; name: string }[] }>({
    as: DEMO_USERS.super.email,
    method: 'GET',
    path: '/bot/questionnaire',
    organizationId: careId,
  });
  const sourceId = careQuestionnaires.find((entry) => entry.name === 'Weekly check-in')?.id;
  const sourceDocument = await callApi<{ nodes: unknown[] }>({
    as: DEMO_USERS.super.email,
    method: 'GET',
    path: `/bot/questionnaire/${sourceId}`,
    organizationId: careId,
  });
  const copied = sourceDocument.nodes.length;
  expect(copied).toBeGreaterThan(3);
  await getAction(page, 'Fit to view').click();
  await expect.poll(() => page.locator('.react-flow__node').count()).toBe(copied);
  await screenshot(page, 'questionnaire-copied');

  const id = await saveQuestionnaire(page, name);
  await getTreeItem(page, name).waitFor();
  await getAction(page, 'Fit to view').click();
  await expect.poll(() => page.locator('.react-flow__node').count()).toBe(copied);
  const { questionnaires } = await callApi<{ questionnaires: { id: number; name: string; organization_id: number }[] }>(
    { as: DEMO_USERS.super.email, method: 'GET', path: '/bot/questionnaire', organizationId: northId },
  );
  expect(questionnaires.find((entry) => entry.id === id)).toMatchObject({ name, organization_id: northId });
});

test('Call Now needs a phone number: refused for a client without one, requested for a client with one', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const created = await callApi<{ data: { patient_id: number } }>({
    as: DEMO_USERS.admin.email,
    method: 'POST',
    path: '/api/user/patient',
    body: {
      patientDetails: {
        first_name: 'Noor',
        last_name: `Nophone${stamp}`,
        external_id: `E2E-CALL-${stamp}`,
        birth_date: '1951-03-04',
      },
      patientPhones: [],
    },
  });
  await openQuestionnaireEditor(page, DEMO_USERS.admin, created.data.patient_id);
  await openFromTree(page, 'Weekly check-in');
  await getAction(page, 'Call Now').click();
  const dialog = getDialog(page, 'Call now');
  await dialog.getByText("This client has no phone number. Add one on the client's page first.").waitFor();
  await dialog.getByRole('button', { name: 'Call now', exact: true }).click();
  await dialog.getByText('require phone number', { exact: true }).waitFor();
  await screenshot(page, 'questionnaire-call-now-no-phone');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  const reachable = await findClient(DEMO_USERS.admin.email);
  expect(reachable.phones?.length ?? 0).toBeGreaterThan(0);
  await goInside(page, `/client/${reachable.patient_id}/botcalls`);
  await openFromTree(page, 'Weekly check-in');
  await getAction(page, 'Call Now').click();
  const withPhones = getDialog(page, 'Call now');
  await withPhones.getByText(`The call bot calls ${reachable.first_name} ${reachable.last_name} now`).waitFor();
  // Nothing is preselected: confirming without a choice is refused too.
  await withPhones.getByRole('button', { name: 'Call now', exact: true }).click();
  await withPhones.getByText('require phone number', { exact: true }).waitFor();
  await withPhones.getByRole('radio').first().check();
  await screenshot(page, 'questionnaire-call-now');
  const requested = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/bot/call',
  );
  await confirmDialog(withPhones, 'Call now');
  expect((await requested).status()).toBe(200);
  await page.getByText(/^The call to \+\d+ \d+ was requested$/).waitFor();
});

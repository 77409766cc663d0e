import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

interface SchedulerSettings {
  organizationQuestionnaires: { questionnaire_id: number; language: string; is_default: boolean }[];
  diagnosisQuestionnaires: { diagnosis_id: number; questionnaire_id: number; priority: number }[];
  diagnoses: { id: number; code: string; diagnosis: string }[];
  calledBy: 'bot' | 'agents';
  automaticCallsEnabled: boolean;
  version: number;
}

const readSettings = () =>
  callApi<SchedulerSettings>({ as: DEMO_USERS.admin.email, method: 'GET', path: '/api/admin/organization/scheduler' });

test('an admin gives the schedules to the bot and a diagnosis its questionnaire by keyboard, and sees both after a reload', async ({
  page,
}) => {
  const before = await readSettings();
  try {
    await signInToPortal(page, DEMO_USERS.admin, { trustedDevice: true });
    // Keyboard only: the menu link, the caller choice, the diagnosis search and its result, the questionnaire, Save.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scheduler settings' }).focus();
    await page.keyboard.press('Enter');
    const screen = page.getByRole('region', { name: 'Scheduler settings' });
    const agents = screen.getByLabel('Call-centre agents');
    await agents.waitFor();
    expect(await agents.isChecked()).toBe(before.calledBy === 'agents');
    await screen.getByText(/Automatic calls: (enabled|not enabled) for this organization/).waitFor();
    expect(await findSeriousAxeViolations(page, '.cc-scheduler-settings-screen')).toEqual([]);
    await screenshot(page, 'scheduler-settings');

    await screen.getByLabel('The bot').focus();
    await page.keyboard.press('Space');
    expect(await screen.getByLabel('The bot').isChecked()).toBe(true);

    await screen.getByLabel('Add a diagnosis').focus();
    // The exact code ranks first among the matches, so one Tab reaches it.
    await page.keyboard.type('J44.9');
    const add = screen.getByRole('button', { name: /^Add J44\.9 / });
    await add.waitFor();
    await page.keyboard.press('Tab');
    expect(await add.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const row = screen.getByRole('group', { name: /^J44\.9 / });
    await row.waitFor();
    await page.getByText(/J44\.9 .* added\. Choose its questionnaire\./).waitFor({ state: 'attached' });
    // Saving without a questionnaire is refused on the spot, with the field marked.
    await screen.getByRole('button', { name: 'Save settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Please select questionnaire').waitFor();
    expect(await row.getByLabel('Questionnaire').getAttribute('aria-invalid')).toBe('true');
    expect(await findSeriousAxeViolations(page, '.cc-scheduler-settings-screen')).toEqual([]);

    await row.getByLabel('Questionnaire').focus();
    await row.getByLabel('Questionnaire').selectOption({ label: 'Weekly check-in' });
    await screen.getByRole('button', { name: 'Save settings' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The scheduler settings are saved.').waitFor({ state: 'attached' });

    const saved = await readSettings();
    expect(saved.version).toBe(before.version + 1);
    expect(saved.calledBy).toBe('bot');
    const copd = saved.diagnoses.find((entry) => entry.code === 'J44.9');
    expect(copd).toBeDefined();
    const copdRow = saved.diagnosisQuestionnaires.find((entry) => entry.diagnosis_id === copd?.id);
    expect(copdRow?.priority).toBeGreaterThan(0);

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Scheduler settings' });
    await reloaded.getByLabel('The bot').waitFor();
    expect(await reloaded.getByLabel('The bot').isChecked()).toBe(true);
    const reloadedRow = reloaded.getByRole('group', { name: /^J44\.9 / });
    expect(await reloadedRow.getByLabel('Questionnaire').inputValue()).toBe(String(copdRow?.questionnaire_id));
    expect(
      await reloadedRow
        .getByLabel('Questionnaire')
        .evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent),
    ).toBe('Weekly check-in');
    await screenshot(page, 'scheduler-settings-saved');
  } finally {
    // Demo Care keeps the settings the other browser tests rely on (its schedules called by the agents).
    const current = await readSettings();
    await callApi({
      as: DEMO_USERS.admin.email,
      method: 'POST',
      path: '/api/admin/organization/scheduler',
      body: {
        organizationQuestionnaires: before.organizationQuestionnaires,
        diagnosisQuestionnaires: before.diagnosisQuestionnaires,
        calledBy: before.calledBy,
        version: current.version,
      },
    });
  }
});

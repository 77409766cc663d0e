import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

interface Shift {
  day_of_week: number;
  start_time: string;
  end_time: string;
}
interface Roster {
  agents: { user_id: number; email: string; shifts: Shift[]; version: number }[];
}

async function readAgent(as: string) {
  const roster = await callApi<Roster>({ as, method: 'GET', path: '/api/admin/scheduler/shifts' });
  const agent = roster.agents.find((entry) => entry.email === DEMO_USERS.agent.email);
  if (!agent) throw new Error('the demo agent is not on the shift screen');
  return agent;
}

test('an admin edits an agent’s week by keyboard, is told of a colleague’s change and saves over it', async ({
  page,
}) => {
  const before = await readAgent(DEMO_USERS.admin.email);
  try {
    await signInToPortal(page, DEMO_USERS.admin, { trustedDevice: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shifts' }).click();
    const screen = page.getByRole('region', { name: "Agents' shifts" });
    const grid = screen.getByRole('img', { name: 'Week of shifts of Aiden Agent' });
    await grid.waitFor();
    expect(await findSeriousAxeViolations(page, '.cc-scheduler-shifts')).toEqual([]);
    await screenshot(page, 'scheduler-shifts');

    // Keyboard only: the edit button, then the first shift's end, then Save.
    await screen.getByRole('button', { name: 'Edit shifts of Aiden Agent' }).focus();
    await page.keyboard.press('Enter');
    const editor = screen.getByRole('region', { name: 'Shifts of Aiden Agent' });
    const first = editor.getByRole('group', { name: 'Shift 1' });
    await first.getByLabel('End').focus();
    await first.getByLabel('End').selectOption('12:00');
    await editor.getByRole('button', { name: 'Save shifts' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The shifts of Aiden Agent are saved.').waitFor();
    const saved = await readAgent(DEMO_USERS.admin.email);
    expect(saved.version).toBe(before.version + 1);
    expect(saved.shifts[0]).toMatchObject({ start_time: '00:00', end_time: '12:00' });

    // A colleague changes the week meanwhile; the admin's next save is refused and keeps what they chose.
    await callApi({
      as: DEMO_USERS.super.email,
      method: 'PUT',
      path: `/api/admin/scheduler/shifts/${saved.user_id}`,
      body: { shifts: saved.shifts.slice(1), version: saved.version },
    });
    await first.getByLabel('End').selectOption('18:00');
    await editor.getByRole('button', { name: 'Save shifts' }).click();
    const alert = editor.getByRole('alert');
    await alert.getByText(/Sam .* changed these shifts meanwhile/).waitFor();
    expect(await first.getByLabel('End').inputValue()).toBe('18:00');
    expect(await findSeriousAxeViolations(page, '.cc-scheduler-shifts')).toEqual([]);
    await screenshot(page, 'scheduler-shifts-conflict');

    await alert.getByRole('button', { name: 'Save mine over theirs' }).click();
    await page.getByText('The shifts of Aiden Agent are saved.').waitFor();
    const after = await readAgent(DEMO_USERS.admin.email);
    expect(after.version).toBe(saved.version + 2);
    expect(after.shifts).toHaveLength(before.shifts.length);
    expect(after.shifts[0]).toMatchObject({ start_time: '00:00', end_time: '18:00' });
  } finally {
    // The demo agent keeps the round-the-clock week the other browser tests rely on.
    const current = await readAgent(DEMO_USERS.admin.email);
    await callApi({
      as: DEMO_USERS.admin.email,
      method: 'PUT',
      path: `/api/admin/scheduler/shifts/${current.user_id}`,
      body: { shifts: before.shifts, version: current.version },
    });
  }
});

import { expect } from 'vitest';
import { callApi } from '../harness/callApi.ts';
import { DEMO_USERS } from '../harness/demoUsers.ts';
import { findSeriousAxeViolations } from '../harness/findAxeViolations.ts';
import { goInside } from '../harness/goInside.ts';
import { screenshot } from '../harness/screenshot.ts';
import { signInToPortal } from '../harness/signInToPortal.ts';
import { test } from '../harness/test.ts';

test('an agent calls the client the scheduler reserved, hangs up, closes its questionnaire and is offered the next one', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.agent, { trustedDevice: true });
  const bar = page.getByRole('region', { name: 'Scheduler' });
  await bar.getByRole('button', { name: 'Click to start next call' }).click();
  await page.waitForURL(/\/client\/\d+\/confLift\?source=scheduler/);
  const callScreen = page.getByRole('region', { name: 'New Call' });
  const status = callScreen.locator('.cc-live-call__status');
  await status.waitFor();
  const questionnaire = callScreen.getByRole('combobox', { name: 'Questionnaire' });
  await expect.poll(() => questionnaire.inputValue()).toBe(new URL(page.url()).searchParams.get('questionnaireId'));
  // The client's own phone reaches the demo persona of the simulated network.
  await callScreen.getByRole('button', { name: 'Call', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('.cc-live-call__status')?.textContent === 'Active call',
    null,
    { timeout: 20_000 },
  );
  // Ringing trimmed the address to type and source; the bar stays away during the call.
  expect(new URL(page.url()).search).toBe('?type=SEMI_BOT_CALL&source=scheduler');
  expect(await page.locator('.cc-scheduler-bar').count()).toBe(0);
  // The reservation was closed as the call was placed.
  const queue = await callApi<{ calls: { patient_id: number; status: string }[] }>({
    as: DEMO_USERS.admin.email,
    method: 'GET',
    path: '/api/admin/scheduler/queue',
  });
  const patientId = Number(new URL(page.url()).pathname.split('/')[2]);
  expect(queue.calls.find((call) => call.patient_id === patientId)?.status).toBe('executed');

  await callScreen.getByRole('button', { name: 'Hangup' }).click();
  await page.waitForFunction(() => document.querySelector('.cc-live-call__status')?.textContent === 'No call');
  const dialog = page.getByRole('dialog', { name: 'Questionnaire' });
  await dialog.waitFor();
  // The next client is offered only once the questionnaire is closed.
  expect(await page.locator('.cc-scheduler-bar').count()).toBe(0);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await bar.locator('strong', { hasText: /^Next client: / }).waitFor({ timeout: 15_000 });
  await bar.getByRole('button', { name: 'Pause' }).click();
  await bar.getByText('Paused: the call opens when you continue.').waitFor();
  expect(await findSeriousAxeViolations(page, '.cc-scheduler-bar')).toEqual([]);
  await screenshot(page, 'scheduler-bar-offer-next');
  // Continuing opens the next client's call screen when the countdown ends.
  const here = page.url();
  await bar.getByRole('button', { name: 'Call now' }).click();
  await page.waitForURL((url) => url.href !== here && url.searchParams.get('source') === 'scheduler');
  const nextQuestionnaire = page
    .getByRole('region', { name: 'New Call' })
    .getByRole('combobox', { name: 'Questionnaire' });
  await expect.poll(() => nextQuestionnaire.inputValue()).toBe(new URL(page.url()).searchParams.get('questionnaireId'));
});

test('an agent reserves the next client from the scheduler bar and lands on its call screen with the scheduler query', async ({
  page,
}) => {
  await signInToPortal(page, DEMO_USERS.agent, { trustedDevice: true });
  const bar = page.getByRole('region', { name: 'Scheduler' });
  // The demo start makes clients due now, and the agent is on shift around the clock.
  const start = bar.getByRole('button', { name: 'Click to start next call' });
  await start.waitFor();
  expect(await start.isDisabled()).toBe(false);
  expect(await bar.textContent()).toMatch(/On shift until \d\d:\d\d: \d+ of \d+ clients due today are left for you/);
  expect(await findSeriousAxeViolations(page, '.cc-scheduler-bar')).toEqual([]);
  await screenshot(page, 'scheduler-bar-enabled');

  // A double click reserves once: repeat clicks within the debounce are ignored.
  await start.dblclick();
  await page.waitForURL(/\/client\/\d+\/confLift\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('source')).toBe('scheduler');
  expect(url.searchParams.get('type')).toBe('SEMI_BOT_CALL');
  expect(url.searchParams.get('batchId')).toMatch(/^scheduler:\d+:\d{4}-\d{2}-\d{2}$/);
  const questionnaireId = url.searchParams.get('questionnaireId');
  expect(questionnaireId).toMatch(/^\d+$/);
  const callScreen = page.getByRole('region', { name: 'New Call' });
  const questionnaire = callScreen.getByRole('combobox', { name: 'Questionnaire' });
  await questionnaire.waitFor();
  await expect.poll(() => questionnaire.inputValue()).toBe(questionnaireId);
  // Arriving from the scheduler, the bar steps aside.
  expect(await page.locator('.cc-scheduler-bar').count()).toBe(0);
  // The two clicks reserved one client: asking again answers the same reservation.
  const again = (await callApi({
    as: DEMO_USERS.agent.email,
    method: 'PUT',
    path: '/api/user/scheduler/scheduling/reserveCallee',
  })) as {
    scheduledCall: { patient_id: number; id: number } | null;
  };
  const patientId = Number(url.pathname.split('/')[2]);
  expect(again.scheduledCall?.patient_id).toBe(patientId);
  await screenshot(page, 'scheduler-call-screen');

  // Placing every call left today (through the API), the bar counts down to a later one or has none left.
  await callApi({
    as: DEMO_USERS.agent.email,
    method: 'PUT',
    path: `/api/user/scheduler/scheduling/markCallExecutedInScheduler?scheduledCallId=${again.scheduledCall?.id}`,
  });
  for (let guard = 0; guard < 50; guard += 1) {
    const next = (await callApi({
      as: DEMO_USERS.agent.email,
      method: 'PUT',
      path: '/api/user/scheduler/scheduling/reserveCallee',
    })) as {
      scheduledCall: { id: number } | null;
    };
    if (!next.scheduledCall) break;
    await callApi({
      as: DEMO_USERS.agent.email,
      method: 'PUT',
      path: `/api/user/scheduler/scheduling/markCallExecutedInScheduler?scheduledCallId=${next.scheduledCall.id}`,
    });
  }
  await goInside(page, '/PatientList');
  const state = page.locator('.cc-scheduler-bar[data-state="pending"], .cc-scheduler-bar[data-state="disabled"]');
  await state.waitFor();
  if ((await state.getAttribute('data-state')) === 'pending') {
    const timer = bar.getByRole('timer');
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(first);
    await screenshot(page, 'scheduler-bar-pending');
  } else {
    expect(await bar.textContent()).toContain('No patients to call today');
    await screenshot(page, 'scheduler-bar-disabled');
  }
  expect(await bar.getByRole('button', { name: 'Click to start next call' }).isDisabled()).toBe(true);
  expect(await findSeriousAxeViolations(page, '.cc-scheduler-bar')).toEqual([]);
});

test('an admin sees today’s queue per agent', async ({ page }) => {
  await signInToPortal(page, DEMO_USERS.admin, { trustedDevice: true });
  await goInside(page, '/scheduler/queue');
  const queue = page.getByRole('region', { name: "Today's scheduler queue" });
  await queue.getByRole('heading', { name: 'Agents' }).waitFor();
  expect(await queue.getByRole('rowheader', { name: /Aiden Agent/ }).count()).toBe(1);
  expect(await findSeriousAxeViolations(page, '.cc-scheduler-queue')).toEqual([]);
  await screenshot(page, 'scheduler-queue');
});

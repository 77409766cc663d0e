import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { getSchedulerPollInterval } from './getSchedulerPollInterval.ts';
import { isSchedulerBarShown } from './isSchedulerBarShown.ts';
import { RESERVE_DEBOUNCE_MS, SchedulerBar } from './SchedulerBar.tsx';

const AGENT = { ...ADMIN_SESSION, role: 101, is_lift_operator: true, additional_languages: ['en-US', 'es-US'] };
const NEXT = 'GET /api/user/scheduler/scheduling/getNextCallee';
const OUTLOOK = 'GET /api/user/scheduler/scheduling/todaysScheduleUserOutlook';
const RESERVE = 'PUT /api/user/scheduler/scheduling/reserveCallee';
const SKIP = 'PUT /api/user/scheduler/scheduling/skipCallee';
const OUTLOOK_BODY = {
  type: 'inShift',
  scheduledPatients: 12,
  totalOperators: 3,
  userPatients: 5,
  shiftStart: '2026-03-09T08:00:00.000Z',
  shiftEnd: '2026-03-09T20:00:00.000Z',
};
const RESERVED = {
  id: 41,
  organization_id: 1,
  patient_id: 7,
  questionnaire_id: 3,
  batch_id: 'scheduler:1:2026-03-09',
  phone_number_id: 9,
  patient_first_name: 'Rosa',
  patient_last_name: 'Diaz',
};

function setUp(next: unknown, options: { offerNext?: boolean; at?: string } = {}) {
  const backend = createFakeBackend({ [NEXT]: { body: { nextCall: next } }, [OUTLOOK]: { body: OUTLOOK_BODY } });
  const context = createTestRuntime({ backend, ...(options.at ? { at: options.at } : {}) });
  startSignedInSession(context.runtime, { user: AGENT });
  if (options.offerNext) context.runtime.store.update({ schedulerOfferNext: true });
  renderWithRuntime(<SchedulerBar />, context.runtime);
  return context;
}

describe('SchedulerBar', () => {
  const track = disposeRuntimeAfterEach();

  it('reserves on click, ignores repeat clicks, stores the call in memory and opens its call screen', async () => {
    const { runtime, backend } = setUp({ next_call_timedate_utc: new Date().toISOString(), shouldInvokeCall: true });
    track(runtime);
    backend.on(RESERVE, async () => {
      // A server that takes a moment, so the repeat clicks fall while the reservation is under way.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { body: { scheduledCall: RESERVED } };
    });
    const button = await screen.findByRole('button', { name: 'Click to start next call' });
    expect(screen.getByText(/5 of 12 clients due today are left for you, with 3 agents on shift/)).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe(
        '/client/7/confLift?source=scheduler&type=SEMI_BOT_CALL&batchId=scheduler%3A1%3A2026-03-09&questionnaireId=3',
      ),
    );
    expect(backend.calls(RESERVE)).toHaveLength(1);
    expect(backend.calls(RESERVE)[0]?.search.get('userLanguage')).toBe('en-US,es-US');
    expect(runtime.store.getState().scheduledCall).toMatchObject({ id: 41, patient_id: 7 });
    // Client data stays out of browser storage.
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Rosa');
  });

  it('counts down every second to a call due later and asks again at zero', async () => {
    const due = new Date(Date.now() + 2500).toISOString();
    const { runtime, backend } = setUp({ next_call_timedate_utc: due, shouldInvokeCall: false });
    track(runtime);
    expect(await screen.findByText(/Next call in 0:0[23]/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Click to start next call' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByText(/Next call in 0:01/)).toBeTruthy());
    backend.on(NEXT, { body: { nextCall: { next_call_timedate_utc: due, shouldInvokeCall: true } } });
    await waitFor(() => expect(backend.calls(NEXT).length).toBeGreaterThanOrEqual(2));
    expect(await screen.findByRole('button', { name: 'Click to start next call' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Click to start next call' }).hasAttribute('disabled')).toBe(false);
  });

  it('is disabled with no client today, says so when a reservation finds none, and reports failures', async () => {
    const { runtime, backend } = setUp(null);
    track(runtime);
    expect(
      await screen.findByText('No patients to call today', { selector: '.cc-scheduler-bar__status' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Click to start next call' }).hasAttribute('disabled')).toBe(true);
    backend.on(OUTLOOK, { status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    backend.on(NEXT, { status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    await act(() => runtime.queryClient.refetchQueries());
    expect(await screen.findByText('Some Error Happened')).toBeTruthy();
  });

  it('answers No calls in scheduler and No questionnaire found to an empty or failed reservation', async () => {
    const { runtime, backend } = setUp({ next_call_timedate_utc: new Date().toISOString(), shouldInvokeCall: true });
    track(runtime);
    backend.on(RESERVE, { body: { scheduledCall: null } });
    fireEvent.click(await screen.findByRole('button', { name: 'Click to start next call' }));
    expect(await screen.findByText('No calls in scheduler')).toBeTruthy();
    backend.on(RESERVE, { status: 404, body: { error: 'none', code: 'NO_QUESTIONNAIRE_FOUND' } });
    // Clicks within the debounce of the last reservation are ignored: the next one waits it out.
    await new Promise((resolve) => setTimeout(resolve, RESERVE_DEBOUNCE_MS + 50));
    fireEvent.click(await screen.findByRole('button', { name: 'Click to start next call' }));
    expect(await screen.findByText('No questionnaire found')).toBeTruthy();
    expect(window.location.pathname).not.toContain('confLift');
  });

  it('after a scheduler call offers the next client with a countdown that pauses, and skips it with a reason', async () => {
    const { runtime, backend } = setUp(
      { next_call_timedate_utc: new Date().toISOString(), shouldInvokeCall: true },
      { offerNext: true, at: '/client/3/confLift?source=scheduler&type=SEMI_BOT_CALL' },
    );
    track(runtime);
    backend.on(RESERVE, { body: { scheduledCall: RESERVED } });
    backend.on(SKIP, { body: { scheduledCallId: 41, skipped: true } });
    expect(await screen.findByText('Next client: Rosa Diaz', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/The call opens in 1[45] s/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByText('Paused: the call opens when you continue.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.change(screen.getByLabelText('Why skip this client?'), { target: { value: 'agent_break' } });
    backend.on(NEXT, { body: { nextCall: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Skip client' }));
    await waitFor(() => expect(backend.calls(SKIP)).toHaveLength(1));
    expect(backend.calls(SKIP)[0]?.body).toEqual({ reason: 'agent_break' });
    expect(backend.calls(SKIP)[0]?.search.get('scheduledCallId')).toBe('41');
    expect(
      await screen.findByText('No patients to call today', { selector: '.cc-scheduler-bar__status' }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/client/3/confLift');
  });
});

describe('isSchedulerBarShown', () => {
  it('shows to lift operators only, not during a call, and not on a call opened from the scheduler until it ends', () => {
    const agent = { role: 101, is_lift_operator: true };
    expect(isSchedulerBarShown({ user: agent, liveCallActive: false, search: '', offerNext: false })).toBe(true);
    expect(
      isSchedulerBarShown({
        user: { role: 201, is_lift_operator: false },
        liveCallActive: false,
        search: '',
        offerNext: false,
      }),
    ).toBe(true);
    expect(
      isSchedulerBarShown({
        user: { role: 151, is_lift_operator: false },
        liveCallActive: false,
        search: '',
        offerNext: false,
      }),
    ).toBe(false);
    expect(isSchedulerBarShown({ user: agent, liveCallActive: true, search: '', offerNext: true })).toBe(false);
    expect(
      isSchedulerBarShown({ user: agent, liveCallActive: false, search: '?source=scheduler', offerNext: false }),
    ).toBe(false);
    expect(
      isSchedulerBarShown({ user: agent, liveCallActive: false, search: '?source=scheduler', offerNext: true }),
    ).toBe(true);
  });

  it('polls every 27 to 33 seconds', () => {
    expect(getSchedulerPollInterval(() => 0)).toBe(27_000);
    expect(getSchedulerPollInterval(() => 0.5)).toBe(30_000);
    expect(getSchedulerPollInterval(() => 0.99999)).toBe(33_000);
  });
});

import type { BotCallDay, BotCallDayEntry } from '@carecall/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { BotCallsDayScreen } from './BotCallsDayScreen.tsx';
import { countByHour } from './components/DayTimeline.tsx';

const DAY = 'GET /api/admin/botCalls/day';

function entry(overrides: Partial<BotCallDayEntry>): BotCallDayEntry {
  return {
    key: 'call-1',
    state: 'finished',
    status: 'completed',
    outcome: 'completed',
    end_reason: 'completed',
    at: '2026-03-02T09:00:00.000Z',
    ended_at: '2026-03-02T09:05:00.000Z',
    next_attempt_at: null,
    origin: 'call-now',
    patient_id: 7,
    client_name: 'Ada Daily',
    questionnaire_id: 3,
    questionnaire_name: 'Weekly check-in',
    call_id: 1,
    scheduled_call_id: null,
    attempts: 1,
    retries: 0,
    ...overrides,
  };
}

function day(calls: BotCallDayEntry[], totals: Partial<BotCallDay['totals']> = {}): BotCallDay {
  return {
    date: '2026-03-02',
    timezone: 'Asia/Tokyo',
    from: '2026-03-01T15:00:00.000Z',
    to: '2026-03-02T15:00:00.000Z',
    calls,
    totals: {
      planned: 0,
      running: 0,
      completed: 0,
      'no-answer': 0,
      busy: 0,
      failed: 0,
      canceled: 0,
      interrupted: 0,
      ...totals,
    },
  };
}

const CALLS = [
  entry({}),
  entry({
    key: 'call-2',
    status: 'busy',
    outcome: 'busy',
    end_reason: 'busy',
    at: '2026-03-02T10:00:00.000Z',
    attempts: 3,
    retries: 2,
    call_id: 2,
    client_name: 'Ben Busy',
  }),
  entry({
    key: 'scheduled-5',
    state: 'planned',
    status: 'planned',
    outcome: null,
    end_reason: null,
    at: '2026-03-02T12:00:00.000Z',
    call_id: null,
    scheduled_call_id: 5,
    attempts: 0,
    client_name: 'Cleo Later',
  }),
];

function setUp(answer: { status?: number; body?: unknown }, options: { role?: number; locale?: 'en' | 'ja' } = {}) {
  const backend = createFakeBackend({ [DAY]: answer });
  const context = createTestRuntime({ backend, ...(options.locale ? { locale: options.locale } : {}) });
  startSignedInSession(context.runtime, {
    user: { ...ADMIN_SESSION, role: options.role ?? ADMIN_SESSION.role },
    settings: { ...ALL_ON_SETTINGS, timezone: 'Asia/Tokyo' },
  });
  renderWithRuntime(<BotCallsDayScreen />, context.runtime);
  return context;
}

describe('BotCallsDayScreen', () => {
  const track = disposeRuntimeAfterEach();

  it("asks for today in the user's zone and shows totals, the hours and the calls, filtered by outcome", async () => {
    const { runtime, backend } = setUp({ body: day(CALLS, { completed: 1, busy: 1, planned: 1 }) });
    track(runtime);
    const table = await screen.findByRole('table', { name: "The day's bot calls" });
    const [request] = backend.calls(DAY);
    expect(request?.search.get('timezone')).toBe('Asia/Tokyo');
    expect(request?.search.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByText('3 bot calls this day')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Times in the user's zone: 09:00 UTC is 18:00 in Tokyo.
    expect(within(table).getByText('18:00')).toBeTruthy();
    const link = within(table).getByRole('link', { name: 'Open the call with Ben Busy' });
    expect(link.getAttribute('href')).toBe('/client/7/call/2');
    expect(within(table).getByText('Not placed yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'busy' } });
    expect(within(screen.getByRole('table', { name: "The day's bot calls" })).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'failed' } });
    expect(screen.getByText('No call of this day matches the filter.')).toBeTruthy();
  });

  it('moves a day back and asks for that day', async () => {
    const { runtime, backend } = setUp({ body: day([]) });
    track(runtime);
    await screen.findByText('No bot calls are planned or were made this day.');
    const input = screen.getByLabelText('Day') as HTMLInputElement;
    const first = input.value;
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(backend.calls(DAY)).toHaveLength(2));
    const second = backend.calls(DAY)[1]?.search.get('date');
    expect(second).not.toBe(first);
    expect(new Date(`${first}T00:00:00Z`).getTime() - new Date(`${second}T00:00:00Z`).getTime()).toBe(86_400_000);
  });

  it('shows an error with a retry when the day cannot be read', async () => {
    const { runtime, backend } = setUp({ status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    track(runtime);
    expect(await screen.findByText("The day's bot calls could not be loaded.")).toBeTruthy();
    backend.on(DAY, { body: day(CALLS, { completed: 1, busy: 1, planned: 1 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: "The day's bot calls" })).toBeTruthy();
  });

  it('is not shown to a non-admin', async () => {
    const { runtime, backend } = setUp({ body: day(CALLS) }, { role: 101 });
    track(runtime);
    // Not shown and not read are absences: a short wait gives a read the chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Bot calls of the day' })).toBeNull();
    expect(backend.calls(DAY)).toHaveLength(0);
  });

  it('speaks Japanese', async () => {
    const { runtime } = setUp({ body: day(CALLS, { completed: 1, busy: 1, planned: 1 }) }, { locale: 'ja' });
    track(runtime);
    expect(await screen.findByRole('heading', { name: '本日のボット通話' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'この日のボット通話' })).toBeTruthy();
  });
});

describe('countByHour', () => {
  it('counts each call in its hour of the zone, finished apart from the rest', () => {
    const hours = countByHour(CALLS, 'Asia/Tokyo');
    expect(hours[18]).toEqual({ hour: 18, planned: 0, done: 1 });
    expect(hours[19]).toEqual({ hour: 19, planned: 0, done: 1 });
    expect(hours[21]).toEqual({ hour: 21, planned: 1, done: 0 });
    expect(hours.reduce((sum, hour) => sum + hour.planned + hour.done, 0)).toBe(3);
  });
});

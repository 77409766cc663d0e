import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { SchedulerShiftsScreen } from './SchedulerShiftsScreen.tsx';

const ROSTER = 'GET /api/admin/scheduler/shifts';
const SAVE = 'PUT /api/admin/scheduler/shifts/12';
const AGENT = {
  user_id: 12,
  first_name: 'Alex',
  last_name: 'Agent',
  email: 'agent@demo.test',
  languages: ['en-US', 'es-US'],
  shifts: [{ day_of_week: 2, start_time: '09:00', end_time: '17:00' }],
  version: 3,
};
const ROSTER_BODY = { time_zone: 'America/New_York', agents: [AGENT] };
/** Monday 9 March 2026, 12:00 UTC. */
const NOW = () => new Date('2026-03-09T12:00:00Z');

function setUp(
  roster: unknown = { body: ROSTER_BODY },
  options: { user?: typeof ADMIN_SESSION; locale?: 'en' | 'ja' } = {},
) {
  const backend = createFakeBackend({ [ROSTER]: roster as { body: unknown } });
  const context = createTestRuntime({ backend, ...(options.locale ? { locale: options.locale } : {}) });
  startSignedInSession(context.runtime, {
    user: options.user ?? ADMIN_SESSION,
    settings: { ...ALL_ON_SETTINGS, timezone: 'Europe/Berlin' },
  });
  renderWithRuntime(<SchedulerShiftsScreen now={NOW} />, context.runtime);
  return context;
}

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit shifts of Alex Agent' }));
  return screen.findByRole('region', { name: 'Shifts of Alex Agent' });
}

describe('SchedulerShiftsScreen', () => {
  const track = disposeRuntimeAfterEach();

  it('draws each agent’s week with their languages, in the organization’s zone', async () => {
    const { runtime } = setUp();
    track(runtime);
    const grid = await screen.findByRole('img', { name: 'Week of shifts of Alex Agent' });
    expect(grid.querySelectorAll('.cc-shift-grid__shift')).toHaveLength(1);
    expect(grid.querySelector('desc')?.textContent).toContain('Monday: 09:00–17:00');
    expect(grid.querySelector('desc')?.textContent).toContain('Sunday: off');
    expect(screen.getByText(/Call languages: en-US, es-US/)).toBeTruthy();
    expect(screen.getByText(/Times are in America\/New_York/)).toBeTruthy();
  });

  it('refuses an overlapping shift before sending, then saves the week on its version and announces it', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, (request) => ({
      body: { ...(request.body as object), version: 4 },
    }));
    const editor = await openEditor();
    // The admin's own clock (Berlin) is told beside the organization's (New York).
    expect(within(editor).getByText('Starts Mon 14:00 on your clock')).toBeTruthy();
    fireEvent.click(within(editor).getByRole('button', { name: 'Add shift' }));
    const second = within(editor).getByRole('group', { name: 'Shift 2' });
    fireEvent.change(within(second).getByLabelText('Day'), { target: { value: '2' } });
    fireEvent.change(within(second).getByLabelText('Start'), { target: { value: '16:00' } });
    fireEvent.change(within(second).getByLabelText('End'), { target: { value: '20:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    expect(await within(editor).findByText('This shift overlaps another shift of the same day')).toBeTruthy();
    expect(within(second).getByLabelText('Start').getAttribute('aria-invalid')).toBe('true');
    expect(backend.calls(SAVE)).toHaveLength(0);

    fireEvent.change(within(second).getByLabelText('Start'), { target: { value: '17:00' } });
    fireEvent.change(within(second).getByLabelText('End'), { target: { value: '24:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(1));
    expect(backend.calls(SAVE)[0]?.body).toEqual({
      shifts: [
        { day_of_week: 2, start_time: '09:00', end_time: '17:00' },
        { day_of_week: 2, start_time: '17:00', end_time: '24:00' },
      ],
      version: 3,
    });
    expect(await screen.findByText('The shifts of Alex Agent are saved.')).toBeTruthy();
    // The next save is based on the version the server answered.
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove shift 2' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(2));
    expect(backend.calls(SAVE)[1]?.body).toMatchObject({ version: 4 });
  });

  it('keeps the edits when the week changed meanwhile, says who changed it, and saves over it on request', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, {
      status: 409,
      body: {
        error: 'This week of shifts was changed meanwhile',
        code: 'VERSION_CONFLICT',
        currentVersion: 5,
        changedBy: { user_id: 2, first_name: 'Sam', last_name: 'Super' },
        changedAt: '2026-03-09T11:30:00.000Z',
        current: { shifts: [{ day_of_week: 4, start_time: '08:00', end_time: '12:00' }], version: 5 },
      },
    });
    const editor = await openEditor();
    const first = within(editor).getByRole('group', { name: 'Shift 1' });
    fireEvent.change(within(first).getByLabelText('End'), { target: { value: '18:00' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('Sam Super changed these shifts meanwhile');
    expect(alert.textContent).toContain('Your changes are still here');
    expect((within(first).getByLabelText('End') as HTMLSelectElement).value).toBe('18:00');

    backend.on(SAVE, (request) => ({ body: { ...(request.body as object), version: 6 } }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(2));
    expect(backend.calls(SAVE)[1]?.body).toEqual({
      shifts: [{ day_of_week: 2, start_time: '09:00', end_time: '18:00' }],
      version: 5,
    });
    await waitFor(() => expect(within(editor).queryByRole('alert')).toBeNull());
  });

  it('keeps unsaved edits of a week closed without saving, and opens it again with them still unsaved', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    let editor = await openEditor();
    fireEvent.change(within(within(editor).getByRole('group', { name: 'Shift 1' })).getByLabelText('End'), {
      target: { value: '13:00' },
    });
    expect(within(editor).getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close shifts of Alex Agent' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Shifts of Alex Agent' })).toBeNull());
    editor = await openEditor();
    const end = within(within(editor).getByRole('group', { name: 'Shift 1' })).getByLabelText('End');
    await waitFor(() => expect((end as HTMLSelectElement).value).toBe('13:00'));
    expect(within(editor).getByText('You have unsaved changes.')).toBeTruthy();
    backend.on(SAVE, (request) => ({ body: { ...(request.body as object), version: 4 } }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(1));
    expect(backend.calls(SAVE)[0]?.body).toEqual({
      shifts: [{ day_of_week: 2, start_time: '09:00', end_time: '13:00' }],
      version: 3,
    });
  });

  it('loads the other admin’s week when asked instead', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, {
      status: 409,
      body: {
        error: 'changed',
        code: 'VERSION_CONFLICT',
        currentVersion: 5,
        changedBy: null,
        changedAt: null,
        current: { shifts: [{ day_of_week: 4, start_time: '08:00', end_time: '12:00' }], version: 5 },
      },
    });
    const editor = await openEditor();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toContain('Someone changed these shifts');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load their shifts' }));
    const first = within(editor).getByRole('group', { name: 'Shift 1' });
    await waitFor(() => expect((within(first).getByLabelText('Day') as HTMLSelectElement).value).toBe('4'));
    expect(within(editor).getByRole('img').querySelector('desc')?.textContent).toContain('Wednesday: 08:00–12:00');
  });

  it('marks the field the server refused and keeps a failed save’s edits', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, {
      status: 400,
      body: {
        error: 'Validation failed',
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'shifts.0.start_time', message: 'Invalid time' }],
      },
    });
    const editor = await openEditor();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    expect(await within(editor).findByText('Invalid time')).toBeTruthy();
    backend.on(SAVE, { status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save shifts' }));
    expect(await within(editor).findByText(/could not be saved. Your changes are still here/)).toBeTruthy();
    expect(within(editor).getAllByRole('group')).toHaveLength(1);
  });

  it('says how to get agents when the organization has none', async () => {
    const { runtime } = setUp({ body: { time_zone: 'UTC', agents: [] } });
    track(runtime);
    expect(await screen.findByText('No agents yet')).toBeTruthy();
    expect(screen.getByText(/Give a user the call-centre agent flag/)).toBeTruthy();
  });

  it('offers a retry when the shifts cannot be loaded', async () => {
    const { runtime, backend } = setUp({
      status: 403,
      body: { error: 'Select an organization first', code: 'ORGANIZATION_FORBIDDEN' },
    });
    track(runtime);
    expect(await screen.findByText("The agents' shifts could not be loaded.")).toBeTruthy();
    backend.on(ROSTER, { body: ROSTER_BODY });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Week of shifts of Alex Agent' })).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    const { runtime } = setUp(undefined, { locale: 'ja' });
    track(runtime);
    expect(await screen.findByRole('heading', { name: '担当者のシフト' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Alex Agent の週間シフト' })).toBeTruthy();
  });

  it('is not there for operators', async () => {
    const { runtime, backend } = setUp(undefined, { user: { ...ADMIN_SESSION, role: 101 } });
    track(runtime);
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Agents' shifts" })).toBeNull());
    expect(backend.calls(ROSTER)).toHaveLength(0);
  });
});

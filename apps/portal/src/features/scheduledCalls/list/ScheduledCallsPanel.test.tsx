import { type Patient, type ScheduledBotCall, VALIDATION_MESSAGES } from '@carecall/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PortalLocale } from '../../../app/portalLocales.ts';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS, buildStoredClient } from '../../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { ScheduledCallsPanel } from './ScheduledCallsPanel.tsx';

const LIST = 'GET /api/user/patient/11/scheduledCalls';
const CREATE = 'POST /api/user/patient/11/scheduledCalls';
const NOW = new Date('2026-11-26T00:00:00.000Z');

function questionnaire(id: number, name: string, extra: Record<string, unknown> = {}) {
  return { id, name, organization_id: 1, language: 'en-US', version: 1, read_only: false, ...extra };
}

const QUESTIONNAIRES = [
  questionnaire(1, 'Weekly check'),
  questionnaire(2, 'Chequeo semanal', { language: 'es-US' }),
  questionnaire(3, 'Pain follow-up', { is_sub_questionnaire: true }),
  questionnaire(4, 'Old check', { archive: true }),
];

function scheduled(overrides: Partial<ScheduledBotCall> = {}): ScheduledBotCall {
  return {
    id: 31,
    patient_id: 11,
    // 09:00 in Tokyo, 19:00 the evening before in New York.
    due_at: '2026-12-01T00:00:00.000Z',
    local_time: '2026-12-01T09:00',
    timezone: 'Asia/Tokyo',
    phone_number: '81-368075462',
    phone_number_id: 5,
    questionnaire_id: 1,
    questionnaire_name: 'Weekly check',
    origin: 'manual',
    status: 'planned',
    cancel_reason: null,
    call_id: null,
    ...overrides,
  };
}

function buildClient(): Patient {
  return buildStoredClient({
    patientDetails: { first_name: 'Takeshi', last_name: 'Sato', external_id: 'DC-1023', language: 'en-US' },
    patientPhones: [
      { id: 5, phone_number: '81-368075462', label: 'home', is_default: true },
      { id: 6, phone_number: '81-9012345678', label: 'mobile', is_default: false },
    ],
    patientSchedule: [{ day_of_week: 2, time: '09:00', timezone: 'Asia/Tokyo' }],
  });
}

describe('ScheduledCallsPanel', () => {
  const track = disposeRuntimeAfterEach();

  function setUp(backend: FakeBackend, options: { role?: number; locale?: PortalLocale } = {}) {
    backend.on('GET /bot/questionnaire', { body: { questionnaires: QUESTIONNAIRES } });
    const context = createTestRuntime({ backend, at: '/client/11/botcalls', locale: options.locale });
    startSignedInSession(context.runtime, {
      user: { ...ADMIN_SESSION, role: options.role ?? ADMIN_SESSION.role },
      settings: { ...ALL_ON_SETTINGS, timezone: 'America/New_York' },
    });
    track(context.runtime);
    renderWithRuntime(<ScheduledCallsPanel patient={buildClient()} now={() => NOW} />, context.runtime);
    return context;
  }

  it("lists each call on the client's clock and the user's, with phone, questionnaire, origin and status", async () => {
    setUp(
      createFakeBackend({
        [LIST]: {
          body: {
            scheduledCalls: [
              scheduled(),
              scheduled({ id: 32, origin: 'schedule', due_at: '2026-12-08T00:00:00.000Z', questionnaire_name: null }),
              scheduled({ id: 33, status: 'canceled', cancel_reason: 'consent-declined' }),
            ],
          },
        },
      }),
    );
    const table = await screen.findByRole('table', { name: 'Scheduled calls' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Tue, Dec 1, 2026 09:00')).toBeTruthy();
    expect(within(first).getByText('Mon, Nov 30, 2026 19:00')).toBeTruthy();
    expect(within(first).getByText('+81 368075462')).toBeTruthy();
    expect(within(first).getByText('Weekly check')).toBeTruthy();
    expect(within(first).getByText('One-off')).toBeTruthy();
    expect(within(first).getByText('Planned')).toBeTruthy();
    expect(within(second).getByText('From the schedule')).toBeTruthy();
    expect(within(second).getByText('Questionnaire 1')).toBeTruthy();
    expect(within(third).getByText('Canceled')).toBeTruthy();
    expect(within(third).getByText('the client declined consent')).toBeTruthy();
    // Only a planned call can be canceled.
    expect(within(first).getByRole('button', { name: 'Cancel call on Tue, Dec 1, 2026 09:00' })).toBeTruthy();
    expect(within(third).queryByRole('button')).toBeNull();
    expect(screen.getByText(/Times are in the client's time zone \(Asia\/Tokyo\)/)).toBeTruthy();
  });

  it('says so when nothing is planned, and offers a retry when the list cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A refusal is not retried by the query client, so the error shows at once.
    const backend = createFakeBackend({ [LIST]: { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } } });
    setUp(backend);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('The scheduled calls could not be loaded.')).toBeTruthy();
    backend.on(LIST, { body: { scheduledCalls: [] } });
    await userEvent.click(retry);
    expect(await screen.findByText('No calls scheduled')).toBeTruthy();
    expect(screen.getByText(/Schedule a call, or give the client a call schedule/)).toBeTruthy();
  });

  it("schedules a call after the contract's messages for each missing choice, and announces it", async () => {
    const backend = createFakeBackend({ [LIST]: { body: { scheduledCalls: [] } } });
    backend.on(CREATE, (request) => ({ body: { scheduledCall: scheduled({ ...(request.body as object) }) } }));
    setUp(backend);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a call' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('require phone number')).toBeTruthy();
    expect(within(dialog).getByText('Please select call date')).toBeTruthy();
    expect(within(dialog).getByText('Field is required')).toBeTruthy();
    expect(within(dialog).getByText('Please select questionnaire')).toBeTruthy();
    expect(backend.calls(CREATE)).toHaveLength(0);

    // Nothing is preselected; only the questionnaires offered for this client's calls are listed.
    expect(
      within(dialog)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    await userEvent.click(within(dialog).getByRole('radio', { name: /\+81 9012345678/ }));
    fireEvent.change(within(dialog).getByLabelText(/Call date/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/Call time/), { target: { value: '09:00' } });
    expect(await within(dialog).findByText('Your time: Nov 30, 2026 19:00')).toBeTruthy();
    const dropdown = dialog.querySelector<HTMLElement>('.p-dropdown');
    if (!dropdown) throw new Error('no questionnaire select');
    fireEvent.click(dropdown);
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.p-dropdown-panel');
      if (!found) throw new Error('no questionnaire list');
      return found;
    });
    const offered = within(panel)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(offered).toEqual(['Weekly check']);
    fireEvent.click(within(panel).getByRole('option', { name: 'Weekly check', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(backend.calls(CREATE)).toHaveLength(1));
    expect(backend.calls(CREATE)[0]?.body).toEqual({
      phone_number_id: 6,
      call_date: '2026-12-01',
      call_time: '09:00',
      timezone: 'Asia/Tokyo',
      questionnaire_id: 1,
    });
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Call scheduled for Tue, Dec 1, 2026 09:00'));
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule a call' })).toBeNull());
    // The list is read again after the write.
    await waitFor(() => expect(backend.calls(LIST).length).toBeGreaterThanOrEqual(2));
  });

  it('refuses a time that has passed, and keeps what was filled in when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = createFakeBackend({ [LIST]: { body: { scheduledCalls: [] } } });
    backend.on(CREATE, {
      status: 409,
      body: { error: 'This client declined to be called', code: 'PATIENT_CONSENT_DECLINED' },
    });
    setUp(backend);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule a call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a call' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /\+81 368075462/ }));
    // 08:59 in Tokyo on Nov 26 is 23:59 UTC the day before: already past.
    fireEvent.change(within(dialog).getByLabelText(/Call date/), { target: { value: '2026-11-26' } });
    fireEvent.change(within(dialog).getByLabelText(/Call time/), { target: { value: '08:59' } });
    const dropdown = dialog.querySelector<HTMLElement>('.p-dropdown');
    if (!dropdown) throw new Error('no questionnaire select');
    fireEvent.click(dropdown);
    const option = await screen.findByRole('option', { name: 'Weekly check', hidden: true });
    fireEvent.click(option);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('Choose a time that lies ahead')).toBeTruthy();
    expect(backend.calls(CREATE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Call time/), { target: { value: '10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('This client declined to be called.')).toBeTruthy();
    expect(backend.calls(CREATE)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Schedule a call' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/Call time/) as HTMLInputElement).value).toBe('10:00');
    expect((within(dialog).getByRole('radio', { name: /\+81 368075462/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('cancels a planned call after confirming, and announces it', async () => {
    const backend = createFakeBackend({ [LIST]: { body: { scheduledCalls: [scheduled()] } } });
    backend.on('DELETE /api/user/patient/11/scheduledCalls/31', () => {
      backend.on(LIST, {
        body: { scheduledCalls: [scheduled({ status: 'canceled', cancel_reason: 'canceled-by-user' })] },
      });
      return { body: { scheduledCall: scheduled({ status: 'canceled', cancel_reason: 'canceled-by-user' }) } };
    });
    setUp(backend);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel call on Tue, Dec 1, 2026 09:00' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel scheduled call' });
    expect(within(confirm).getByText(/Cancel the call to \+81 368075462 on Tue, Dec 1, 2026 09:00\?/)).toBeTruthy();
    // Keeping it sends nothing.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(backend.calls('DELETE /api/user/patient/11/scheduledCalls/31')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel call on Tue, Dec 1, 2026 09:00' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel scheduled call' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel call' }));
    await waitFor(() => expect(backend.calls('DELETE /api/user/patient/11/scheduledCalls/31')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('The call of Tue, Dec 1, 2026 09:00 was canceled'),
    );
    expect(await screen.findByText('canceled by a user')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel call on/ })).toBeNull();
  });

  it('lets a user below admin read the calls but neither schedule nor cancel', async () => {
    setUp(createFakeBackend({ [LIST]: { body: { scheduledCalls: [scheduled()] } } }), { role: 101 });
    const table = await screen.findByRole('table', { name: 'Scheduled calls' });
    expect(within(table).getByText('Weekly check')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule a call' })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows the server’s field errors in Japanese, never in its English words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = createFakeBackend({ [LIST]: { body: { scheduledCalls: [] } } });
    const refuse = (fields: { path: string; message: string }[]) =>
      backend.on(CREATE, { status: 400, body: { error: 'Invalid request', code: 'VALIDATION_ERROR', fields } });
    refuse([
      { path: 'phone_number_id', message: VALIDATION_MESSAGES.notClientPhone },
      { path: 'call_date', message: VALIDATION_MESSAGES.callTimeMustLieAhead },
      { path: 'questionnaire_id', message: 'Invalid input: expected number, received string' },
    ]);
    setUp(backend, { locale: 'ja' });
    await userEvent.click(await screen.findByRole('button', { name: '通話を予約' }));
    const dialog = await screen.findByRole('dialog', { name: '通話を予約' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /\+81 368075462/ }));
    fireEvent.change(within(dialog).getByLabelText(/通話日/), { target: { value: '2026-12-01' } });
    fireEvent.change(within(dialog).getByLabelText(/通話時刻/), { target: { value: '09:00' } });
    const dropdown = dialog.querySelector<HTMLElement>('.p-dropdown');
    if (!dropdown) throw new Error('no questionnaire select');
    fireEvent.click(dropdown);
    fireEvent.click(await screen.findByRole('option', { name: 'Weekly check', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: '予約' }));
    expect(await within(dialog).findByText('このクライアントの電話番号ではありません')).toBeTruthy();
    expect(within(dialog).getByText('通話日時は現在より後にしてください')).toBeTruthy();
    expect(within(dialog).getByText('この値は受け付けられませんでした')).toBeTruthy();
    expect(within(dialog).queryByText(VALIDATION_MESSAGES.notClientPhone)).toBeNull();
    expect(within(dialog).queryByText(/expected number/)).toBeNull();

    // A field the dialog does not show (the client's time zone) is toasted, in Japanese too.
    refuse([{ path: 'timezone', message: VALIDATION_MESSAGES.unknownTimeZone }]);
    await userEvent.click(within(dialog).getByRole('button', { name: '予約' }));
    expect(await screen.findByText('タイムゾーンが正しくありません')).toBeTruthy();
    expect(screen.queryByText(VALIDATION_MESSAGES.unknownTimeZone)).toBeNull();
    expect(backend.calls(CREATE)).toHaveLength(2);
  });

  it('speaks Japanese', async () => {
    setUp(createFakeBackend({ [LIST]: { body: { scheduledCalls: [scheduled()] } } }), { locale: 'ja' });
    expect(await screen.findByRole('heading', { name: '予定された通話' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '通話を予約' })).toBeTruthy();
    expect(await screen.findByText('単発')).toBeTruthy();
  });
});

import { type Patient, VALIDATION_MESSAGES } from '@carecall/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildStoredClient } from '../../../test/fixtures.ts';
import { disposeRuntimeAfterEach } from '../../../test/renderPortal.tsx';
import { CallNowDialog } from './CallNowDialog.tsx';
import { type LifecycleTestOptions, setUpLifecycleTest } from './setUpLifecycleTest.tsx';

function buildClient(overrides: Partial<Patient> = {}): Patient {
  return buildStoredClient({
    patientDetails: { first_name: 'Takeshi', last_name: 'Sato', external_id: 'DC-1023' },
    patientPhones: [
      { id: 5, phone_number: '81-368075462', label: 'home', is_default: true },
      { id: 6, phone_number: '81-9012345678', label: 'mobile', is_default: false },
      { id: 7, phone_number: 'null', label: 'work', is_default: false },
    ],
    patientSchedule: [],
    patientSchedulerFrequency: null,
    ...overrides,
  });
}

describe('CallNowDialog', () => {
  const track = disposeRuntimeAfterEach();

  function setUp(
    patient: Patient,
    routes: LifecycleTestOptions['routes'] = {},
    locale: LifecycleTestOptions['locale'] = 'en',
  ) {
    const onClose = vi.fn();
    const context = setUpLifecycleTest(<CallNowDialog patient={patient} questionnaireId={4} onClose={onClose} />, {
      // No demo phone holds a number unless a test says so.
      routes: { 'GET /bot/demoPhone/patient/11': { body: { phoneIds: [] } }, ...routes },
      locale,
    });
    track(context.runtime);
    return { ...context, onClose };
  }

  it("offers the client's numbers, calls the picked one and closes", async () => {
    const { backend, onClose } = setUp(buildClient(), {
      'POST /bot/call': { body: { call_id: 90, bot_call_exe_id: 'exe-1' } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Call now' });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(dialog).getByText('+81 368075462')).toBeTruthy();
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    await userEvent.click(within(dialog).getByRole('radio', { name: /\+81 9012345678/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call now' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(backend.calls('POST /bot/call')[0]?.body).toEqual({
      phoneNumber: '81-9012345678',
      patientId: 11,
      questionnaireId: 4,
    });
    expect(await screen.findByText('The call to +81 9012345678 was requested')).toBeTruthy();
  });

  it("refuses without a picked number: 'require phone number'", async () => {
    const { backend, onClose } = setUp(buildClient());
    await userEvent.click(screen.getByRole('button', { name: 'Call now' }));
    expect(screen.getByText('require phone number')).toBeTruthy();
    expect(backend.calls('POST /bot/call')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: /\+81 368075462/ }));
    expect(screen.queryByText('require phone number')).toBeNull();
  });

  it("says so when the client has no number, and refuses with 'require phone number'", async () => {
    const { backend } = setUp(buildClient({ patientPhones: [] }));
    expect(screen.getByText(/This client has no phone number/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Call now' }));
    expect(screen.getByText('require phone number')).toBeTruthy();
    expect(backend.calls('POST /bot/call')).toHaveLength(0);
  });

  it('says in the dialog that the client already has a bot call queued, with its next attempt’s time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queued = {
      status: 409,
      body: {
        error: 'This client already has bot call 77 queued',
        code: 'BOT_CALL_ALREADY_QUEUED',
        callId: 77,
        status: 'queued',
        nextAttemptAt: '2026-12-02T03:30:00.000Z',
      },
    };
    const { onClose } = setUp(buildClient(), { 'POST /bot/call': queued });
    await userEvent.click(screen.getByRole('radio', { name: /\+81 368075462/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Call now' }));
    const dialog = screen.getByRole('dialog', { name: 'Call now' });
    const status = within(dialog).getByRole('status');
    // The user's zone is Asia/Tokyo: 03:30 UTC is 12:30 there.
    expect(
      await within(status).findByText(
        'This client already has a bot call queued (call 77), its next attempt at Dec 2, 2026 12:30. Call Now was refused so that the client is not phoned twice: try again once that call has ended.',
      ),
    ).toBeTruthy();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a call under way refused Call Now, in Japanese', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUp(
      buildClient(),
      {
        'POST /bot/call': {
          status: 409,
          body: {
            error: 'busy',
            code: 'BOT_CALL_ALREADY_QUEUED',
            callId: 78,
            status: 'in-progress',
            nextAttemptAt: null,
          },
        },
      },
      'ja',
    );
    await userEvent.click(screen.getByRole('radio', { name: /\+81 368075462/ }));
    await userEvent.click(screen.getByRole('button', { name: '今すぐ発信' }));
    expect(await screen.findByText(/既にボット通話（通話 78）が待機中または通話中です/)).toBeTruthy();
  });

  it('marks a number a demo phone holds and says a call to it rings the demo phone, not the client', async () => {
    const { backend } = setUp(buildClient(), {
      'GET /bot/demoPhone/patient/11': { body: { phoneIds: [6] } },
    });
    const held = await screen.findByRole('radio', { name: /\+81 9012345678.*rings the demo phone/ });
    expect(screen.queryByRole('radio', { name: /\+81 368075462.*demo phone/ })).toBeNull();
    const notice =
      'A demo phone holds +81 9012345678: this call will ring the demo phone page open in a browser tab, not the client.';
    await userEvent.click(screen.getByRole('radio', { name: /\+81 368075462/ }));
    expect(screen.queryByText(notice)).toBeNull();
    await userEvent.click(held);
    expect(within(screen.getByRole('status')).getByText(notice)).toBeTruthy();
    expect(backend.calls('GET /bot/demoPhone/patient/11').length).toBeGreaterThan(0);
  });

  it("toasts the server's refusal in the user's words and keeps the choice", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onClose } = setUp(buildClient(), {
      'POST /bot/call': {
        status: 409,
        body: { error: 'This client declined to be called', code: 'PATIENT_CONSENT_DECLINED' },
      },
    });
    await userEvent.click(screen.getByRole('radio', { name: /\+81 368075462/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Call now' }));
    expect(await screen.findByText('This client declined to be called.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: /\+81 368075462/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server’s field errors in Japanese: a refused number on the phones, any other as a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = (fields: { path: string; message: string }[]) => ({
      status: 400,
      body: { error: 'Invalid request', code: 'VALIDATION_ERROR', fields },
    });
    const { backend, onClose } = setUp(
      buildClient(),
      { 'POST /bot/call': refusal([{ path: 'phoneNumber', message: VALIDATION_MESSAGES.phoneNumberRequired }]) },
      'ja',
    );
    await userEvent.click(screen.getByRole('radio', { name: /\+81 368075462/ }));
    await userEvent.click(screen.getByRole('button', { name: '今すぐ発信' }));
    const fieldset = await screen.findByRole('group', { name: /電話番号/ });
    expect(await within(fieldset).findByText('電話番号を入力してください')).toBeTruthy();
    expect(screen.queryByText(VALIDATION_MESSAGES.phoneNumberRequired)).toBeNull();

    backend.on(
      'POST /bot/call',
      refusal([{ path: 'questionnaireId', message: 'Too small: expected number to be >=0' }]),
    );
    await userEvent.click(screen.getByRole('radio', { name: /\+81 9012345678/ }));
    await userEvent.click(screen.getByRole('button', { name: '今すぐ発信' }));
    expect(await screen.findByText('この値は受け付けられませんでした')).toBeTruthy();
    expect(screen.queryByText(/Too small/)).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});

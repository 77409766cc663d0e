import type { Patient } from '@carecall/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../app/storageKeys.ts';
import { createFakeBackend, type FakeBackend } from '../../test/createFakeBackend.ts';
import { buildStoredClient } from '../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { SOUNDED_WELL_QUESTION } from '../calls/testing/callFixtures.ts';
import { LiveCallScreen } from './LiveCallScreen.tsx';
import { type LiveCallEnvironment, LiveCallEnvironmentContext } from './state/LiveCallEnvironment.ts';
import { createFakeLiftServer } from './testing/createFakeLiftServer.ts';
import { FakeVoiceDevice } from './voice/FakeVoiceDevice.ts';

const PATIENT: Patient = buildStoredClient({
  patientDetails: { first_name: 'Takeshi', last_name: 'Sato', external_id: 'DC-1023', language: 'en-US' },
  patientPhones: [
    { id: 5, phone_number: '81-368075462', label: 'home', is_default: false },
    { id: 6, phone_number: '1-2025550123', label: 'mobile', is_default: true },
  ],
  patientSchedule: [],
  patientSchedulerFrequency: null,
});

function questionnaire(id: number, name: string, extra: Record<string, unknown> = {}) {
  return { id, name, organization_id: 1, language: 'en-US', version: 1, read_only: false, ...extra };
}

const QUESTIONNAIRES = [
  questionnaire(1, 'Weekly check'),
  questionnaire(2, 'Chequeo semanal', { language: 'es-US' }),
  questionnaire(3, 'Pain follow-up', { is_sub_questionnaire: true }),
  questionnaire(4, 'Old check', { archive: true }),
  questionnaire(5, 'Any language', { language: 'es-US', is_multiple_languages: true }),
];

const LAST_CALL = 'GET /conference/patient/11/call/last';

/** The client's last call as the server reads it: live, placed by the signed-in operator, lost by a refresh. */
const LIVE_LAST_CALL = {
  call_id: 41,
  product: 'lift',
  source: 'voip',
  questionnaire_id: 1,
  batch_id: null,
  patient_phone: '1-2025550123',
  is_dry_run: false,
  patient_dial_status: 'in-progress',
  interviewer_call_status: 'completed',
  start_date: '2026-11-26T10:00:05.000Z',
  date_created: '2026-11-26T10:00:00.000Z',
  is_own: true,
  live: true,
  feedback_manager: { action_buttons: [{ action: 'answered', text: 'Answered' }], feedback_buttons: [] },
};

const POST_CALL_QUESTIONS = [SOUNDED_WELL_QUESTION];

const FEEDBACK = {
  id: 8,
  title: 'Slower',
  text: 'Please speak slower',
  language: 'en-US',
  is_active: true,
  portal_display: true,
};

function microphones(kinds: MediaDeviceKind[] = ['audioinput', 'audiooutput']) {
  return {
    enumerateDevices: vi.fn(async () =>
      kinds.map((kind, index) => ({ kind, deviceId: `${kind}-${index}`, label: `${kind} ${index}`, groupId: 'g' })),
    ),
    getUserMedia: vi.fn(),
  } as unknown as Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia'>;
}

function setUp(
  options: {
    at?: string;
    backend?: FakeBackend;
    locale?: 'en' | 'ja';
    environment?: Partial<LiveCallEnvironment>;
    lastCall?: Record<string, unknown>;
  } = {},
) {
  const backend =
    options.backend ??
    createFakeBackend({
      'POST /conference/call/load': {
        body: { call_id: 77, feedback_manager: { feedback_buttons: [FEEDBACK], action_buttons: [] } },
      },
    });
  backend.on('GET /bot/questionnaire', { body: { questionnaires: QUESTIONNAIRES } });
  backend.on('GET /conference/user/token', { body: { token: 'socket-token' } });
  backend.on(LAST_CALL, { body: { call: options.lastCall ?? null } });
  const context = createTestRuntime({
    backend,
    at: options.at ?? '/client/11/confLift',
    locale: options.locale,
  });
  startSignedInSession(context.runtime);
  const navigate = vi.fn();
  context.runtime.navigate = navigate;
  const device = new FakeVoiceDevice();
  const server = createFakeLiftServer();
  const environment: LiveCallEnvironment = {
    getDevice: async () => device,
    createSocket: server.createSocket,
    mediaDevices: microphones(),
    hasWebRtc: true,
    ...options.environment,
  };
  const view = renderWithRuntime(
    <LiveCallEnvironmentContext.Provider value={environment}>
      <LiveCallScreen patient={PATIENT} />
    </LiveCallEnvironmentContext.Provider>,
    context.runtime,
  );
  return { ...context, navigate, device, server, view };
}

async function chooseQuestionnaire(name: string) {
  const select = await screen.findByRole('combobox', { name: 'Questionnaire' });
  await userEvent.selectOptions(select, name);
}

async function startCall(context: ReturnType<typeof setUp>) {
  await chooseQuestionnaire('Weekly check');
  await userEvent.click(screen.getByRole('button', { name: 'Call' }));
  await waitFor(() => expect(context.device.lastCall).toBeDefined());
  await waitFor(() => expect(context.server.sockets).toHaveLength(1));
}

afterEach(() => {
  window.localStorage.clear();
});

describe('LiveCallScreen', () => {
  it('offers only the questionnaires a call can use, and enables Call only once one is chosen', async () => {
    setUp();
    expect(screen.getByRole('heading', { name: 'New Call' })).toBeTruthy();
    const select = await screen.findByRole('combobox', { name: 'Questionnaire' });
    expect(screen.getByRole('status').textContent).toBe('No call');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a questionnaire', 'Any language', 'Weekly check']);
    const call = screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement;
    expect(call.disabled).toBe(true);
    expect(screen.getByText('Choose a questionnaire to call.')).toBeTruthy();
    await userEvent.selectOptions(select, 'Weekly check');
    expect(call.disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Dry run' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('runs a whole call: load, ringing, active, the session buttons, answered, Leave Call, and the end', async () => {
    const context = setUp();
    await startCall(context);
    expect(context.backend.calls('POST /conference/call/load')[0]?.body).toEqual({
      patient_id: 11,
      phone_number: '1-2025550123',
      phone_number_id: 6,
      questionnaire: 1,
      organization_id: 1,
      skip_recording_check: false,
      batch_id: null,
      is_dry_run: false,
      bot_call_exe_id: null,
    });
    expect(context.device.lastCall?.params).toMatchObject({
      callId: '77',
      questionnaire_id: '1',
      to_number: '1-2025550123',
    });
    expect(screen.getByRole('status').textContent).toBe('Ringing');
    expect(context.runtime.callActivity.isActive()).toBe(true);
    expect((screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Questionnaire' }) as HTMLSelectElement).disabled).toBe(true);

    act(() => {
      context.server.last.accept();
      context.device.lastCall?.accept();
    });
    expect(screen.getByRole('status').textContent).toBe('Active call');
    expect(context.server.last.sent[0]).toEqual({ action: 'connect', call_id: 77, organization_id: 1 });

    act(() =>
      context.server.last.push({ type: 'update_action_buttons', data: [{ action: 'answered', text: 'Answered' }] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Slower' }));
    await userEvent.click(screen.getByRole('button', { name: 'Answered' }));
    expect(screen.queryByRole('button', { name: 'Hangup' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Call' }));
    expect(context.server.last.sentData()).toEqual(['feedback:8', 'navigate:answered', 'leave']);
    act(() => context.server.last.push({ type: 'ack', data: 'leave' }));
    expect(screen.getByRole('status').textContent).toBe('No call');
    expect(screen.getByText('The call has ended.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Open the call and its questionnaire' }));
    expect(context.navigate).toHaveBeenCalledWith('/client/11/call/77');
    expect(context.runtime.callActivity.isActive()).toBe(false);
    expect((screen.getByRole('combobox', { name: 'Questionnaire' }) as HTMLSelectElement).value).toBe('');
  });

  it('asks the operator to wait on an early hangup and hangs up once the call is connected', async () => {
    const context = setUp();
    await startCall(context);
    await userEvent.click(screen.getByRole('button', { name: 'Hangup' }));
    expect(screen.getByText('Please wait until your client speaks before pressing NEXT Question')).toBeTruthy();
    expect(screen.getByText('Hangup requested: it happens as soon as the call is connected.')).toBeTruthy();
    expect(context.server.last.sentData()).toEqual([]);
    act(() => {
      context.server.last.accept();
      context.device.lastCall?.accept();
    });
    expect(context.server.last.sentData()).toEqual(['hangup']);
    expect(context.device.lastCall?.status()).toBe('closed');
  });

  it('says the callee is not available and goes home when the server refuses the call', async () => {
    const context = setUp({
      backend: createFakeBackend({
        'POST /conference/call/load': { status: 409, body: { error: 'Callee busy', code: 'CALLEE_NOT_AVAILABLE' } },
      }),
    });
    await chooseQuestionnaire('Weekly check');
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Callee unavailable' });
    expect(within(dialog).getByText('callee is not available')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(context.navigate).toHaveBeenCalledWith('/PatientList');
    expect(context.device.calls).toEqual([]);
  });

  it('resets and says so when the call cannot be loaded', async () => {
    const context = setUp({
      backend: createFakeBackend({
        'POST /conference/call/load': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
      }),
    });
    await chooseQuestionnaire('Weekly check');
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByText('Error while loading the questionnaire.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No call');
    expect(context.server.sockets).toEqual([]);
  });

  it('says the computer cannot place the call and loads none when the voice device fails', async () => {
    const context = setUp({
      environment: {
        getDevice: async () => {
          throw new Error('Permission denied');
        },
      },
    });
    await chooseQuestionnaire('Weekly check');
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(
      await screen.findByText(
        "The computer's audio could not be started: allow the microphone, or call from your phone.",
      ),
    ).toBeTruthy();
    expect(context.backend.calls('POST /conference/call/load')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be started/)).toBeNull();
  });

  it('checks a custom number with its country code and sends it split, with no phone id, as a dry run', async () => {
    const context = setUp();
    await chooseQuestionnaire('Weekly check');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Client phone' }), 'Another number');
    const input = screen.getByRole('textbox', { name: 'Number with country code' });
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(screen.getByText('Field is required')).toBeTruthy();
    await userEvent.type(input, '+1 555');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(screen.getByText('Invalid phone')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(context.backend.calls('POST /conference/call/load')).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '+81 90-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    await waitFor(() => expect(context.backend.calls('POST /conference/call/load')).toHaveLength(1));
    expect(context.backend.calls('POST /conference/call/load')[0]?.body).toMatchObject({
      phone_number: '81-9012345678',
      phone_number_id: null,
      is_dry_run: true,
    });
  });

  it('takes the scheduler query: the questionnaire, the batch and a semi-bot call, trimmed once ringing', async () => {
    const context = setUp({
      at: '/client/11/confLift?source=scheduler&type=SEMI_BOT_CALL&batchId=b-9&questionnaireId=5',
    });
    const select = (await screen.findByRole('combobox', { name: 'Questionnaire' })) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('5'));
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(context.navigate).toHaveBeenCalled());
    expect(context.backend.calls('POST /conference/call/load')[0]?.body).toMatchObject({
      questionnaire: 5,
      batch_id: 'b-9',
    });
    expect(context.navigate).toHaveBeenCalledWith('/client/11/confLift?type=SEMI_BOT_CALL&source=scheduler', {
      replace: true,
    });
  });

  it('uses the computer or the phone: with the phone no voice leg is placed and the call is active once the socket opens', async () => {
    const context = setUp();
    await chooseQuestionnaire('Weekly check');
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    await waitFor(() => expect(context.server.sockets).toHaveLength(1));
    act(() => context.server.last.accept());
    expect(screen.getByRole('status').textContent).toBe('Active call');
    expect(context.device.calls).toEqual([]);
  });

  it('warns before the page is left during a live call only', async () => {
    const context = setUp();
    const idle = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(idle);
    expect(idle.defaultPrevented).toBe(false);
    await startCall(context);
    const during = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(during);
    expect(during.defaultPrevented).toBe(true);
  });

  it('says when no microphone is plugged in, and when the browser cannot call', async () => {
    const first = setUp({ environment: { mediaDevices: microphones(['audiooutput']) } });
    const dialog = await screen.findByRole('alertdialog', { name: 'No microphone' });
    expect(within(dialog).getByText('No microphone detected (plug in or re-plug and refresh)')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'No microphone' })).toBeNull());
    first.view.unmount();

    setUp({ environment: { hasWebRtc: false } });
    expect(screen.getByText('browser not supported, please use chrome')).toBeTruthy();
  });

  it('remembers the chosen microphone and speaker as device ids, applies them, and plays a test sound', async () => {
    const context = setUp({ environment: { mediaDevices: microphones(['audioinput', 'audioinput', 'audiooutput']) } });
    const microphone = await screen.findByRole('combobox', { name: 'Microphone' });
    await waitFor(() => expect(within(microphone).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(microphone, 'audioinput 1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speaker' }), 'audiooutput 2');
    expect(window.localStorage.getItem(STORAGE_KEYS.audioInputDevice)).toBe('audioinput-1');
    expect(window.localStorage.getItem(STORAGE_KEYS.audioOutputDevice)).toBe('audiooutput-2');
    await waitFor(() => expect(context.device.inputDeviceId).toBe('audioinput-1'));
    await waitFor(() => expect(context.device.outputDeviceId).toBe('audiooutput-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Play a test sound' }));
    // jsdom cannot play audio: the failure is said, not thrown.
    expect(await screen.findByText(/Playing the test sound|The test sound could not be played/)).toBeTruthy();
  });

  it('keeps Call disabled while the client’s last call is live, and lets its operator rejoin it after a refresh', async () => {
    const context = setUp({ lastCall: LIVE_LAST_CALL });
    const rejoin = await screen.findByRole('button', { name: 'Rejoin call' });
    expect(
      screen.getByText('Your call to this client is still in progress. Rejoin it to talk and steer it again.'),
    ).toBeTruthy();
    await chooseQuestionnaire('Weekly check');
    expect((screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("The client's last call is still in progress.")).toBeTruthy();

    await userEvent.click(rejoin);
    await waitFor(() => expect(context.device.lastCall).toBeDefined());
    expect(context.device.lastCall?.params).toEqual({
      callId: '41',
      patient_id: '11',
      organization_id: '1',
      questionnaire_id: '1',
      to_number: '1-2025550123',
      batch_id: '',
      is_dry_run: 'false',
    });
    expect(context.backend.calls('POST /conference/call/load')).toEqual([]);
    await waitFor(() => expect(context.server.sockets).toHaveLength(1));
    act(() => {
      context.server.last.accept();
      context.device.lastCall?.accept();
    });
    expect(screen.getByRole('status').textContent).toBe('Active call');
    expect(context.server.last.sent[0]).toEqual({ action: 'connect', call_id: 41, organization_id: 1 });
    expect(screen.queryByRole('button', { name: 'Rejoin call' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Answered' }));
    expect(context.server.last.sentData()).toEqual(['navigate:answered']);
  });

  it('lets another operator’s live call only disable the call buttons, with nothing to rejoin', async () => {
    setUp({ lastCall: { ...LIVE_LAST_CALL, is_own: false } });
    await chooseQuestionnaire('Weekly check');
    await screen.findByText("The client's last call is still in progress.");
    expect(screen.queryByRole('button', { name: 'Rejoin call' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Call' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the call’s questionnaire when the call ends, and takes the server closing an ended call as no lost connection', async () => {
    const backend = createFakeBackend({
      'POST /conference/call/load': {
        body: { call_id: 77, feedback_manager: { feedback_buttons: [], action_buttons: [] } },
      },
      'GET /api/user/patient/11/call/77/questions': { body: { questions: POST_CALL_QUESTIONS, answers: [] } },
    });
    const context = setUp({ backend });
    await startCall(context);
    act(() => {
      context.server.last.accept();
      context.device.lastCall?.accept();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hangup' }));
    expect(context.server.last.sentData()).toEqual(['hangup']);
    // The server acknowledges and closes: the call is over, which is no lost connection.
    act(() => {
      context.server.last.push({ type: 'ack', data: 'hangup' });
      context.server.last.end(4410, 'hung up');
    });
    expect(screen.getByRole('status').textContent).toBe('No call');
    expect(screen.queryByText('The connection to the call was lost.')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Questionnaire' });
    expect(within(dialog).getByText('Did the client sound well?')).toBeTruthy();
    // The last call is read again once the call ends.
    await waitFor(() => expect(context.backend.calls(LAST_CALL).length).toBeGreaterThanOrEqual(2));
  });

  it('speaks Japanese', async () => {
    setUp({ locale: 'ja' });
    expect(screen.getByRole('heading', { name: '新しい通話' })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: '質問票' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('通話なし');
    expect(screen.getByRole('button', { name: '発信' })).toBeTruthy();
  });
});

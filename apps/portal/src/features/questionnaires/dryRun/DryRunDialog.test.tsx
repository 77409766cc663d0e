import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPatient } from '../../../test/fixtures.ts';
import { disposeRuntimeAfterEach } from '../../../test/renderPortal.tsx';
import type { DevPhoneEnvironment } from '../../devPhone/state/createDevPhone.ts';
import { createFakePeer, FakeSignalingSocket } from '../../liveCall/testing/fakeBrowserMedia.ts';
import { setUpLifecycleTest } from '../lifecycle/setUpLifecycleTest.tsx';
import { DryRunDialog } from './DryRunDialog.tsx';

const LINE_ID = '7d4a1f9e-51a8-4c43-8a3c-0a7d9f1a2b3c';
const CLIENTS = [
  buildPatient({ patient_id: 11, first_name: 'Takeshi', last_name: 'Sato' }),
  buildPatient({ patient_id: 12, first_name: 'Ana', last_name: 'Ruiz' }),
];

function runState(overrides: Record<string, unknown> = {}) {
  return {
    call_id: 77,
    patient_id: 12,
    status: 'in-progress',
    end_reason: null,
    transcript: [],
    answers: [],
    path: [],
    recording_url: null,
    ...overrides,
  };
}

function fakeEnvironment() {
  const sockets: FakeSignalingSocket[] = [];
  const track = { kind: 'audio', enabled: true, stop: vi.fn() };
  const insertDTMF = vi.fn();
  const peer = createFakePeer({ getSenders: () => [{ track, dtmf: { insertDTMF } }] });
  const environment = {
    origin: 'https://portal.test',
    createSocket: (url: string) => {
      const socket = new FakeSignalingSocket(url);
      sockets.push(socket);
      return socket;
    },
    createPeer: () => peer,
    getUserMedia: vi.fn(async () => ({ getAudioTracks: () => [track], getTracks: () => [track] })),
    createAudio: () => ({ autoplay: false, srcObject: null, play: async () => {} }),
    startRinging: vi.fn(() => vi.fn()),
  } as unknown as DevPhoneEnvironment;
  return { environment, socket: () => sockets.at(-1) as FakeSignalingSocket, peer, insertDTMF };
}

describe('DryRunDialog', () => {
  const track = disposeRuntimeAfterEach();
  afterEach(() => vi.restoreAllMocks());

  function setUp(options: { dirty?: boolean; locale?: 'en' | 'ja'; run?: () => Record<string, unknown> } = {}) {
    const fake = fakeEnvironment();
    const onClose = vi.fn();
    let state = runState();
    const context = setUpLifecycleTest(
      <DryRunDialog
        questionnaireId={4}
        questionnaireVersion={3}
        dirty={options.dirty ?? false}
        defaultPatientId={null}
        onClose={onClose}
        environment={fake.environment}
      />,
      {
        routes: {
          'GET /api/user/patient': { body: { patients: CLIENTS } },
          'POST /bot/dryRun': { body: { call_id: 77 } },
          'GET /bot/dryRun/77': () => ({ body: state }),
        },
        ...(options.locale ? { locale: options.locale } : {}),
      },
    );
    track(context.runtime);
    return { ...context, ...fake, onClose, setRun: (next: Record<string, unknown>) => (state = runState(next)) };
  }

  async function openLine(socket: () => FakeSignalingSocket) {
    await waitFor(() => expect(socket()).toBeDefined());
    act(() => socket().open());
    expect(socket().sent).toEqual([{ type: 'register-dry-run', organization_id: 1 }]);
    act(() => socket().receive({ type: 'dry-run-line', line_id: LINE_ID }));
    await screen.findByRole('combobox', { name: /Client|クライアント/ });
  }

  it('starts a dry run for the chosen client on the admin’s line, rings, answers, shows the transcript and the outcome', async () => {
    const user = userEvent.setup();
    const { socket, backend, peer, setRun, insertDTMF } = setUp();
    await openLine(socket);
    const dialog = screen.getByRole('dialog', { name: 'Dry run' });
    const status = within(dialog).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Your line is ready. Choose a client and start the dry run.');

    // Without a client it says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Start dry run' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a client for the dry run.');
    expect(backend.calls('POST /bot/dryRun')).toHaveLength(0);

    // Keyboard only: the client is picked and the dry run started without the mouse.
    const select = within(dialog).getByRole('combobox', { name: 'Client' });
    await user.selectOptions(select, 'Ana Ruiz');
    within(dialog).getByRole('button', { name: 'Start dry run' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(backend.calls('POST /bot/dryRun')).toHaveLength(1));
    expect(backend.calls('POST /bot/dryRun')[0]?.body).toEqual({
      questionnaireId: 4,
      questionnaireVersion: 3,
      hasUnsavedChanges: false,
      patientId: 12,
      lineId: LINE_ID,
    });

    act(() => socket().receive({ type: 'ring', ring_id: 'ring-1', number: '', client_name: null }));
    expect(status.textContent).toBe('Your dry run is ringing. Answer to talk with the bot.');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(socket().sent.at(-1)).toEqual({ type: 'answer', ring_id: 'ring-1', sdp: 'v=0 offer' }));
    expect(peer.addTrack).toHaveBeenCalled();
    act(() => socket().receive({ type: 'connected', ring_id: 'ring-1' }));
    expect(status.textContent).toBe('On the call with the bot.');
    // The keypad presses keys as a phone does (RFC 4733 telephone events on the audio sender).
    const keypad = within(dialog).getByRole('group', { name: 'Keypad' });
    await user.click(within(keypad).getByRole('button', { name: 'Key 1' }));
    expect(insertDTMF).toHaveBeenCalledWith('1');

    setRun({
      transcript: [
        { id: 'l1', from: 'CALLER', message: 'Hello Ana, this is Demo Care.', start_ms: 1200, end_ms: 3000 },
      ],
    });
    expect(await within(dialog).findByText('Hello Ana, this is Demo Care.')).toBeTruthy();
    expect(within(dialog).getByText(/Bot · 00:01/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(socket().sent.at(-1)).toEqual({ type: 'hangup', ring_id: 'ring-1' });
    act(() => socket().receive({ type: 'ended', ring_id: 'ring-1', reason: 'completed' }));
    setRun({
      status: 'completed',
      end_reason: 'client-hangup',
      transcript: [
        { id: 'l1', from: 'CALLER', message: 'Hello Ana, this is Demo Care.', start_ms: 1200, end_ms: 3000 },
      ],
      answers: [{ name: 'feeling_well', value: 'yes', input: 'keypad', vertex: 'v9' }],
      path: [{ questionnaire_id: 4, vertex: 'hello', at_ms: 0 }],
      recording_url: 'https://portal.test/recordings/abc.wav?sig=1',
    });
    const outcome = await within(dialog).findByRole('region', { name: 'Outcome' });
    expect(within(outcome).getByText('Ended: you hung up')).toBeTruthy();
    expect(within(outcome).getByText('feeling_well')).toBeTruthy();
    expect(within(outcome).getByText('hello')).toBeTruthy();
    const recording = within(outcome).getByRole('link', { name: 'Open the recording' });
    expect(recording.getAttribute('href')).toBe('https://portal.test/recordings/abc.wav?sig=1');
    expect(status.textContent).toBe('The dry run has ended.');
    expect(within(dialog).queryByRole('button', { name: 'Hang up' })).toBeNull();
  });

  it('refuses unsaved changes before asking the server, in Japanese too', async () => {
    const { socket, backend } = setUp({ dirty: true, locale: 'ja' });
    await openLine(socket);
    const dialog = screen.getByRole('dialog', { name: 'テスト通話' });
    expect(
      within(dialog).getByText('先に変更を保存してください。テスト通話は保存済みの質問票を実行します。'),
    ).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'テスト通話を開始' }) as HTMLButtonElement).disabled).toBe(true);
    expect(backend.calls('POST /bot/dryRun')).toHaveLength(0);
  });

  it('explains a server refusal in the user’s words and keeps the choice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { socket, backend } = setUp();
    backend.on('POST /bot/dryRun', {
      status: 409,
      body: { error: 'stale', code: 'QUESTIONNAIRE_VERSION_CONFLICT', field: 'questionnaireVersion' },
    });
    await openLine(socket);
    const dialog = screen.getByRole('dialog', { name: 'Dry run' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Takeshi Sato');
    await user.click(within(dialog).getByRole('button', { name: 'Start dry run' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The questionnaire was saved again elsewhere. Reload it, then start the dry run.',
    );
    expect((within(dialog).getByRole('combobox', { name: 'Client' }) as HTMLSelectElement).value).toBe('11');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { buildCall } from '../testing/callFixtures.ts';
import { TranscriptModal } from './TranscriptModal.tsx';

const TRANSCRIPT = 'GET /api/user/patient/11/call/501/transcription';
const CATEGORIES = 'GET /api/user/patient/11/call/501/transcription/category';
const SAVE = 'PUT /api/user/patient/11/call/501/transcription';

const transcript = {
  user_name: 'Olivia Operator',
  version: 3,
  previousContent: null,
  date: '2026-03-01T09:30:00.000Z',
  transcriptionContent: [
    { id: 'l1', from: 'CALLER', message: 'Hello, how is your **sleep** this week?', start_ms: 1500, end_ms: 5000 },
    {
      id: 'l2',
      from: 'PATIENT',
      message: 'I feel dizzy and my sleep is bad <img src=x onerror="alert(1)">',
      start_ms: 6000,
      end_ms: 11000,
    },
    { id: 'l3', from: 'PATIENT', message: '   ', start_ms: 12000, end_ms: 12500 },
  ],
};
const categories = {
  categories: [
    { category: 'Sleep', color: '#f59e0b', phrases: ['sleep'] },
    { category: 'Symptoms', color: '#ef4444', phrases: ['dizzy'] },
  ],
};

function setUp(
  backend: FakeBackend,
  { role = 201, settings = {} }: { role?: number; settings?: Record<string, unknown> } = {},
) {
  const context = createTestRuntime({ backend, at: '/client/11/calls' });
  startSignedInSession(context.runtime, {
    user: { ...ADMIN_SESSION, role },
    settings: { ...ALL_ON_SETTINGS, timezone: 'America/New_York', ...settings },
  });
  const onClose = vi.fn();
  renderWithRuntime(<TranscriptModal patientId={11} call={buildCall()} onClose={onClose} />, context.runtime);
  return { ...context, onClose };
}

describe('TranscriptModal', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the header, the legend and markdown lines without running raw HTML, and highlights chosen categories', async () => {
    const user = userEvent.setup();
    setUp(createFakeBackend({ [TRANSCRIPT]: { body: transcript }, [CATEGORIES]: { body: categories } }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcript' });
    await within(dialog).findByText('Call with Olivia Operator');
    expect(dialog.textContent).toContain('Mar 1, 2026 04:30');
    expect(within(dialog).getByText('PATIENT')).toBeTruthy();
    expect(within(dialog).getByText('CALLER')).toBeTruthy();
    expect(within(dialog).getByText('sleep', { selector: 'strong' })).toBeTruthy();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('(Empty Message)')).toBeTruthy();
    expect(dialog.querySelectorAll('mark')).toHaveLength(0);

    const sleep = await within(dialog).findByRole('button', { name: 'Sleep' });
    await user.click(sleep);
    expect(sleep.getAttribute('aria-pressed')).toBe('true');
    const marks = [...dialog.querySelectorAll('mark')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['sleep', 'sleep']);
    expect(marks.every((mark) => mark.getAttribute('data-category') === 'Sleep')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Symptoms' }));
    expect(dialog.querySelectorAll('mark')).toHaveLength(3);
    await user.click(sleep);
    expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['dizzy']);
  });

  it('plays the recording from the moment of a clicked line', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    setUp(createFakeBackend({ [TRANSCRIPT]: { body: transcript }, [CATEGORIES]: { body: categories } }));
    await user.click(await screen.findByRole('button', { name: 'Play from line 2' }));
    expect(play).toHaveBeenCalledOnce();
    const audio = document.querySelector('audio') as HTMLAudioElement;
    expect(audio.currentTime).toBe(6);
    expect(audio.getAttribute('src')).toBe('/api/recordings/501?sig=abc');
  });

  it('hands a clicked line’s time to the page’s own player when it has one', async () => {
    const user = userEvent.setup();
    const context = createTestRuntime({
      backend: createFakeBackend({ [TRANSCRIPT]: { body: transcript }, [CATEGORIES]: { body: categories } }),
    });
    startSignedInSession(context.runtime);
    const onPlayFrom = vi.fn();
    renderWithRuntime(
      <TranscriptModal patientId={11} call={buildCall()} onClose={() => undefined} onPlayFrom={onPlayFrom} />,
      context.runtime,
    );
    await user.click(await screen.findByRole('button', { name: 'Play from line 1' }));
    expect(onPlayFrom).toHaveBeenCalledWith(1.5);
    expect(document.querySelector('audio')).toBeNull();
  });

  it('hides the caller from admins below super admin and editing without both settings', async () => {
    setUp(createFakeBackend({ [TRANSCRIPT]: { body: transcript }, [CATEGORIES]: { body: categories } }), {
      role: 151,
      settings: { 'AutomaticCalls.enabled': true },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Transcript' });
    await within(dialog).findByText('(Empty Message)');
    expect(dialog.textContent).not.toContain('Olivia Operator');
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('edits, undoes one change at a time, keeps the edits on a failed save and saves with Done', async () => {
    const user = userEvent.setup();
    const backend = createFakeBackend({
      [TRANSCRIPT]: { body: transcript },
      [CATEGORIES]: { body: categories },
      [SAVE]: { status: 503, body: { error: 'Unavailable', code: 'UNAVAILABLE' } },
    });
    setUp(backend, { settings: { 'AutomaticCalls.enabled': true, 'transcription.editing': true } });
    const dialog = await screen.findByRole('dialog', { name: 'Transcript' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const first = within(dialog).getByRole('textbox', { name: 'Line 1, CALLER' });
    await user.clear(first);
    await user.type(first, 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect((within(dialog).getByRole('textbox', { name: 'Line 1, CALLER' }) as HTMLTextAreaElement).value).toBe('H');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(/the transcript could not be saved/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Line 1, CALLER' }) as HTMLTextAreaElement).value).toBe('H');
    backend.on(SAVE, (request) => ({
      body: { ...transcript, transcriptionContent: (request.body as typeof transcript).transcriptionContent },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(dialog).queryByRole('textbox')).toBeNull());
    expect(within(dialog).getByText('H')).toBeTruthy();
    const sent = backend.calls(SAVE).at(-1)?.body as typeof transcript;
    expect(sent.version).toBe(3);
    expect(sent.transcriptionContent.map((line) => line.message)).toEqual([
      'H',
      transcript.transcriptionContent[1]?.message,
      '   ',
    ]);
  });

  it('says so when the call has no transcript', async () => {
    setUp(createFakeBackend({ [CATEGORIES]: { body: categories } }));
    expect(await screen.findByText('This call has no transcript')).toBeTruthy();
  });
});

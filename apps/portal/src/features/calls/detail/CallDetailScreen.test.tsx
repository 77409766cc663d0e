import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../../test/createFakeBackend.ts';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { buildCallRecord, buildPatientRecord, SOUNDED_WELL_QUESTION } from '../testing/callFixtures.ts';
import { CallDetailScreen } from './CallDetailScreen.tsx';

const CALL = 'GET /api/user/patient/11/call/501';
const NOTE = 'GET /api/user/patient/11/call/501/note';
const SAVE_NOTE = 'PUT /api/user/patient/11/call/501/note';
const QUESTIONS = 'GET /api/user/patient/11/call/501/questions';
const NOW = new Date('2026-03-01T12:00:00.000Z');
const FAST = { waitMs: 120, retries: 3, pollMs: 20 };

const questions = [
  SOUNDED_WELL_QUESTION,
  {
    id: 2,
    questionBody: 'What was wrong?',
    type: 'checkbox',
    options: ['Pain', 'Dizziness'],
    isCustomaizable: true,
    clientConditions: [{ action: 'answer', operator: '=', value: 'No' }],
  },
  {
    id: 3,
    questionBody: 'Anything else?',
    type: 'radio',
    options: ['Nothing'],
    isCustomaizable: true,
    clientConditions: [],
  },
];

function setUp(backend: FakeBackend, settings: Record<string, unknown> = {}) {
  const context = createTestRuntime({ backend, at: '/client/11/call/501' });
  startSignedInSession(context.runtime, { settings: { ...ALL_ON_SETTINGS, ...settings } });
  const view = renderWithRuntime(
    <CallDetailScreen patient={buildPatientRecord()} callId={501} timings={FAST} now={() => NOW} />,
    context.runtime,
  );
  return { ...context, view };
}

function backendWith(call: object, extra: Record<string, Parameters<FakeBackend['on']>[1]> = {}) {
  return createFakeBackend({
    [CALL]: { body: call },
    [NOTE]: { body: { note: null } },
    [QUESTIONS]: { body: { questions: [], answers: [] } },
    ...extra,
  });
}

describe('CallDetailScreen', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('says a call that was not recorded was not recorded, and stops', async () => {
    const backend = backendWith(buildCallRecord({ was_recorded: false, temp_download_link: null }));
    setUp(backend);
    expect(await screen.findByText('Call was not recorded')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Call editing' })).toBeTruthy();
    // That it stops is an absence: a short wait shows no second read follows.
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(backend.calls(CALL)).toHaveLength(1);
  });

  it('shows no player for a failed call', async () => {
    setUp(backendWith(buildCallRecord({ patient_dial_status: 'busy', recording_time: 0 })));
    expect(await screen.findByText('This call did not take place, so there is no recording.')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('waits for the link of a finished call, saying it is loading, then says it is not ready', async () => {
    const backend = backendWith(buildCallRecord({ temp_download_link: null }));
    setUp(backend);
    expect(await screen.findByText('Loading recording.. This might take a minute')).toBeTruthy();
    expect(await screen.findByText('Looks like the recording is not ready yet. Please come back later.')).toBeTruthy();
    expect(backend.calls(CALL).length).toBeGreaterThanOrEqual(2);
    expect(backend.calls(CALL)[0]?.search.get('t')).toMatch(/^\d+$/);
  });

  it('reads a call in another state again a limited number of times, then calls it incomplete', async () => {
    const backend = backendWith(
      buildCallRecord({ patient_dial_status: 'ringing', interviewer_call_status: 'in-progress' }),
    );
    setUp(backend);
    expect(await screen.findByText('This call is incomplete; its recording could not be loaded.')).toBeTruthy();
    expect(backend.calls(CALL)).toHaveLength(4);
  });

  it('plays a ready recording on the timeline and asks for a fresh link when it expires', async () => {
    let served = 0;
    const backend = backendWith(buildCallRecord(), {
      [CALL]: () => {
        served += 1;
        return { body: buildCallRecord({ temp_download_link: `/api/call-recordings/a.wav?sig=${served}` }) };
      },
    });
    setUp(backend);
    const slate = await screen.findByRole('slider', { name: 'Playback position' });
    expect(slate.getAttribute('aria-valuemax')).toBe('125');
    const audio = document.querySelector('audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/api/call-recordings/a.wav?sig=1');
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(document.querySelector('audio')?.getAttribute('src')).toBe('/api/call-recordings/a.wav?sig=2'),
    );
  });

  it('marks the transcript categories on the timeline and offers the transcript when it completed', async () => {
    const backend = backendWith(buildCallRecord(), {
      'GET /api/user/patient/11/call/501/transcription': {
        body: {
          user_name: null,
          date: '2026-03-01T09:30:00.000Z',
          version: 1,
          previousContent: null,
          transcriptionContent: [
            { id: 'l1', from: 'PATIENT', message: 'I feel **dizzy**', start_ms: 42_000, end_ms: 45_000 },
          ],
        },
      },
      'GET /api/user/patient/11/call/501/transcription/category': {
        body: {
          categories: [
            {
              category: 'Symptoms',
              color: '#c62828',
              phrases: ['dizzy'],
              matches: [{ messageId: 'l1', phrase: 'dizzy', start: 7, end: 12, start_ms: 42_000, end_ms: 45_000 }],
            },
          ],
        },
      },
    });
    setUp(backend, { 'call.transcriptionEnabled': true });
    const slate = await screen.findByRole('slider', { name: 'Playback position' });
    expect(await screen.findByText('Symptoms at 00:42')).toBeTruthy();
    expect(slate.getAttribute('aria-valuemax')).toBe('125');
    expect(screen.getByRole('button', { name: 'Transcript' })).toBeTruthy();
  });

  it('autosaves the note a second after typing stops, keeps it through a failed save, and settles a conflict', async () => {
    const user = userEvent.setup();
    const backend = backendWith(buildCallRecord(), {
      [NOTE]: { body: { note: { id: 7, call_id: 501, patient_id: 11, body: 'Started', version: 2, calls: [] } } },
      [SAVE_NOTE]: { status: 503, body: { error: 'Unavailable', code: 'UNAVAILABLE' } },
    });
    setUp(backend);
    const field = (await screen.findByRole('textbox', { name: 'Call notes' })) as HTMLTextAreaElement;
    expect(screen.getByText('Everything you type is auto-saved')).toBeTruthy();
    expect(field.value).toBe('Started');
    await user.type(field, ' well');
    expect(backend.calls(SAVE_NOTE)).toHaveLength(0);
    expect(await screen.findByText(/Not saved yet/)).toBeTruthy();
    expect(backend.calls(SAVE_NOTE)).toHaveLength(1);
    expect(backend.calls(SAVE_NOTE)[0]?.body).toEqual({ note_body: 'Started well', version: 2 });
    expect(field.value).toBe('Started well');

    backend.on(SAVE_NOTE, {
      status: 409,
      body: {
        error: 'Changed meanwhile',
        code: 'VERSION_CONFLICT',
        currentVersion: 3,
        changedBy: { user_id: 3, first_name: 'Olivia', last_name: 'Operator' },
        changedAt: '2026-03-01T11:00:00.000Z',
        current: { id: 7, call_id: 501, patient_id: 11, body: 'Theirs', version: 3, calls: [] },
      },
    });
    await user.type(field, '!');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this note' });
    expect(dialog.textContent).toContain('Olivia Operator');
    backend.on(SAVE_NOTE, (request) => ({ body: { id: 7, patient_id: 11, version: 4, echo: request.body } }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my text over theirs' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(backend.calls(SAVE_NOTE).at(-1)?.body).toEqual({ note_body: 'Started well!', version: 3 });
  });

  it('saves a pending note when the page is left', async () => {
    const user = userEvent.setup();
    const backend = backendWith(buildCallRecord(), {
      [SAVE_NOTE]: { body: { id: 8, patient_id: 11, version: 1 } },
    });
    const { view } = setUp(backend);
    await user.type(await screen.findByRole('textbox', { name: 'Call notes' }), 'Quick');
    // Closing the tab now would ask first, since the note is not stored yet.
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    view.unmount();
    await waitFor(() => expect(backend.calls(SAVE_NOTE).length).toBeGreaterThanOrEqual(1));
    expect(backend.calls(SAVE_NOTE)[0]?.body).toEqual({ note_body: 'Quick' });
    // The save asked for on closing and the one on leaving are one: the second finds the note stored. That no second
    // save is sent is an absence, shown by a short wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.calls(SAVE_NOTE)).toHaveLength(1);
  });

  it('opens the questionnaire by itself for a recent call, skips by conditions, posts then puts, and keeps answers on failure', async () => {
    const user = userEvent.setup();
    const backend = backendWith(buildCallRecord(), {
      [QUESTIONS]: { body: { questions, answers: [] } },
      'POST /api/user/patient/11/call/501/questions': (request) => ({
        body: { questionnaire: (request.body as { questionnaire: unknown[] }).questionnaire },
      }),
      'PUT /api/user/patient/11/call/501/questions': {
        status: 503,
        body: { error: 'Unavailable', code: 'UNAVAILABLE' },
      },
    });
    setUp(backend, { 'call.helperComponents': ['callNotes', 'questionnaire'] });
    const dialog = await screen.findByRole('dialog', { name: 'Questionnaire' });
    expect(within(dialog).getByText('Question 1 of 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    expect(within(dialog).getByText('Question 1 of 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('What was wrong?')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Pain' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Other answer' }), 'Cough');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Nothing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(/Thank you/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Questionnaire' })).toBeNull());
    const sent = [
      { questionId: 1, answer: 'No' },
      { questionId: 2, answer: ['Pain', 'Cough'] },
      { questionId: 3, answer: 'Nothing' },
    ];
    expect(backend.calls('POST /api/user/patient/11/call/501/questions')[0]?.body).toEqual({ questionnaire: sent });

    await user.click(screen.getByRole('tab', { name: 'Questionnaire' }));
    const table = await screen.findByRole('table');
    expect(table.textContent).toContain('Pain, Cough');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Questionnaire' });
    await user.click(within(again).getByRole('radio', { name: 'Yes' }));
    for (let step = 0; step < 2; step += 1) await user.click(within(again).getByRole('button', { name: 'Next' }));
    await user.click(within(again).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/the answers could not be saved/)).toBeTruthy();
    expect(backend.calls('PUT /api/user/patient/11/call/501/questions')[0]?.body).toEqual({
      questionnaire: [
        { questionId: 1, answer: 'Yes' },
        { questionId: 3, answer: 'Nothing' },
      ],
    });
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('table').textContent).toContain('Pain, Cough');
  });

  it('does not open the questionnaire by itself for a call older than a day', async () => {
    setUp(
      backendWith(buildCallRecord({ start_date: '2026-02-27T09:00:00.000Z' }), {
        [QUESTIONS]: { body: { questions, answers: [] } },
      }),
      { 'call.helperComponents': ['questionnaire'] },
    );
    await screen.findByRole('tab', { name: 'Questionnaire' });
    await screen.findByRole('table');
    expect(screen.queryByRole('dialog', { name: 'Questionnaire' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Call notes' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { buildCallRecord, buildPatientRecord, SOUNDED_WELL_QUESTION } from '../testing/callFixtures.ts';
import { CallDetailScreen } from './CallDetailScreen.tsx';

const QUESTIONS = 'GET /api/user/patient/11/call/501/questions';
const REPLACE = 'PUT /api/user/patient/11/call/501/questions';
const NOW = new Date('2026-03-01T12:00:00.000Z');

/** The post-call answer an operator gave, and the answer the bot recorded on the call. */
const OPERATOR_ANSWER = { questionId: 1, answer: 'Yes' };
const BOT_ANSWER = {
  source: 'bot',
  id: 'bot-1',
  questionnaireId: 7,
  vertex: 'feeling',
  name: 'feeling_well',
  question: 'Are you feeling well today?',
  answer: 'No',
  heard: 'nope',
  input: 'speech',
  atMs: 5120,
};

function setUp(answers: unknown[] = [OPERATOR_ANSWER, BOT_ANSWER], questions: unknown[] = [SOUNDED_WELL_QUESTION]) {
  let replaced = 0;
  const backend = createFakeBackend({
    'GET /api/user/patient/11/call/501': { body: buildCallRecord({ product: 'bot', interviewer_details: null }) },
    'GET /api/user/patient/11/call/501/note': { body: { note: null } },
    [QUESTIONS]: { body: { questions, answers } },
    // The first correction fails; the next is stored and answered as the server stores it.
    [REPLACE]: (request) => {
      replaced += 1;
      if (replaced === 1) return { status: 503, body: { error: 'Unavailable', code: 'UNAVAILABLE' } };
      return { body: request.body };
    },
  });
  const context = createTestRuntime({ backend, at: '/client/11/call/501' });
  startSignedInSession(context.runtime, {
    settings: { ...ALL_ON_SETTINGS, 'call.helperComponents': ['callNotes', 'questionnaire'] },
  });
  renderWithRuntime(
    <CallDetailScreen
      patient={buildPatientRecord()}
      callId={501}
      timings={{ waitMs: 120, retries: 3, pollMs: 20 }}
      now={() => NOW}
    />,
    context.runtime,
  );
  return backend;
}

describe('the Questionnaire tab of a bot call', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows what the bot asked, understood and heard, and corrects the answer through the answer route', async () => {
    const user = userEvent.setup();
    const backend = setUp();
    await user.click(await screen.findByRole('tab', { name: 'Questionnaire' }));
    const table = await screen.findByRole('table', { name: 'Answers the bot recorded' });
    const row = within(table).getByRole('row', { name: /Are you feeling well today\?/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Are you feeling well today?', 'No Edit', 'Said “nope”', 'feeling']);
    // The post-call question's answer is shown as before, and answered, so the questionnaire does not open by itself.
    expect(screen.getAllByRole('table')[0]?.textContent).toContain('Did the client sound well?');
    expect(screen.queryByRole('dialog', { name: 'Questionnaire' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Edit the answer to Are you feeling well today?' }));
    const field = within(row).getByRole('textbox', { name: 'Answer to Are you feeling well today?' });
    expect((field as HTMLInputElement).value).toBe('No');
    await user.clear(field);
    expect(within(row).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.type(field, 'Yes');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/the answers could not be saved/)).toBeTruthy();
    // A failed save keeps the correction being edited.
    expect((within(row).getByRole('textbox') as HTMLInputElement).value).toBe('Yes');

    // Enter saves too.
    await user.type(within(row).getByRole('textbox'), '{Enter}');
    await waitFor(() => expect(within(row).queryByRole('textbox')).toBeNull());
    expect(await screen.findByText('Answer saved')).toBeTruthy();
    const corrected = { questionnaire: [OPERATOR_ANSWER, { ...BOT_ANSWER, answer: 'Yes' }] };
    expect(backend.calls(REPLACE).map((request) => request.body)).toEqual([corrected, corrected]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Are you feeling well today?', 'Yes Edit', 'Said “nope”', 'feeling']);
    expect(backend.calls('POST /api/user/patient/11/call/501/questions')).toEqual([]);
  });

  it('shows the bot’s answers where the organization asks no post-call questions, keys as pressed', async () => {
    const user = userEvent.setup();
    setUp([{ ...BOT_ANSWER, input: 'keypad', heard: '2', answer: 'No' }], []);
    await user.click(await screen.findByRole('tab', { name: 'Questionnaire' }));
    const table = await screen.findByRole('table', { name: 'Answers the bot recorded' });
    expect(table.textContent).toContain('Pressed 2');
    expect(screen.queryByText('No questions for this call')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { SchedulerSettingsScreen } from './SchedulerSettingsScreen.tsx';

const READ = 'GET /api/admin/organization/scheduler';
const SAVE = 'POST /api/admin/organization/scheduler';
const LIST = 'GET /bot/questionnaire';
const SEARCH = 'GET /api/admin/diagnoses/search';
const QUESTIONNAIRES = [
  { id: 5, name: 'Weekly check-in', organization_id: 1, language: 'en-US', version: 1, read_only: false },
  { id: 6, name: 'Chequeo semanal', organization_id: 1, language: 'es-US', version: 1, read_only: false },
  { id: 7, name: 'Monthly wellness call', organization_id: 1, language: 'en-US', version: 1, read_only: false },
  { id: 8, name: 'Old call', organization_id: 1, language: 'en-US', version: 1, read_only: false, archive: true },
];
const STORED = {
  organizationQuestionnaires: [{ questionnaire_id: 5, language: 'en-US', is_default: true }],
  diagnosisQuestionnaires: [{ diagnosis_id: 40, questionnaire_id: 7, priority: 1 }],
  diagnoses: [{ id: 40, code: 'E11.9', diagnosis: 'Type 2 diabetes' }],
  calledBy: 'agents',
  automaticCallsEnabled: false,
  version: 3,
};

function setUp(read: unknown = { body: STORED }, options: { user?: typeof ADMIN_SESSION; locale?: 'en' | 'ja' } = {}) {
  const backend = createFakeBackend({
    [READ]: read as { body: unknown },
    [LIST]: { body: { questionnaires: QUESTIONNAIRES } },
    [SEARCH]: { body: { results: [{ id: 41, code: 'J44.9', diagnosis: 'COPD' }] } },
  });
  const context = createTestRuntime({ backend, ...(options.locale ? { locale: options.locale } : {}) });
  startSignedInSession(context.runtime, { user: options.user ?? ADMIN_SESSION, settings: ALL_ON_SETTINGS });
  renderWithRuntime(<SchedulerSettingsScreen />, context.runtime);
  return context;
}

const conflictBody = (
  current: object,
  changedBy: object | null = { user_id: 2, first_name: 'Sam', last_name: 'Super' },
) => ({
  status: 409,
  body: {
    error: 'These organization settings were changed meanwhile',
    code: 'VERSION_CONFLICT',
    currentVersion: 4,
    changedBy,
    changedAt: changedBy ? '2026-03-09T11:30:00.000Z' : null,
    current,
  },
});

async function addCopd() {
  fireEvent.change(await screen.findByLabelText('Add a diagnosis'), { target: { value: 'J44' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Add J44.9 COPD' }));
  return screen.findByRole('group', { name: 'J44.9 COPD' });
}

describe('SchedulerSettingsScreen', () => {
  const track = disposeRuntimeAfterEach();

  it('shows who calls the schedules, automatic calls read-only, and the stored questionnaires', async () => {
    const { runtime } = setUp();
    track(runtime);
    const agents = (await screen.findByLabelText('Call-centre agents')) as HTMLInputElement;
    expect(agents.checked).toBe(true);
    expect(screen.getByText('Automatic calls: not enabled for this organization.')).toBeTruthy();
    expect(screen.getByText(/only while automatic calls are enabled/)).toBeTruthy();
    expect((screen.getByLabelText('English (US)') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByLabelText('Spanish (US)') as HTMLSelectElement).value).toBe('');
    expect((screen.getByLabelText('Default questionnaire') as HTMLSelectElement).value).toBe('en-US');
    const row = screen.getByRole('group', { name: 'E11.9 Type 2 diabetes' });
    expect((within(row).getByLabelText('Questionnaire') as HTMLSelectElement).value).toBe('7');
    // An archived questionnaire is not offered.
    expect(within(row).queryByRole('option', { name: 'Old call' })).toBeNull();
    // Choosing the bot while automatic calls are off says the agents call until they are on.
    fireEvent.click(screen.getByLabelText('The bot'));
    expect(await screen.findByText(/Until automatic calls are enabled/)).toBeTruthy();
  });

  it('refuses a diagnosis row without a questionnaire or with a bad priority before sending', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    const row = await addCopd();
    fireEvent.change(within(row).getByLabelText('Priority'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Please select questionnaire/)).toBeTruthy();
    expect(screen.getByText(/The priority must be a whole number from 1 to 100/)).toBeTruthy();
    expect(within(row).getByLabelText('Questionnaire').getAttribute('aria-invalid')).toBe('true');
    expect(within(row).getByLabelText('Priority').getAttribute('aria-invalid')).toBe('true');
    // A default for a language without a questionnaire is refused too.
    fireEvent.change(screen.getByLabelText('Default questionnaire'), { target: { value: 'es-US' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Choose a questionnaire for this language first')).toBeTruthy();
    expect(backend.calls(SAVE)).toHaveLength(0);
  });

  it('saves the whole form on its version, with calledBy and the new diagnosis, and announces it', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, (request) => {
      const body = request.body as typeof STORED;
      return {
        body: {
          ...body,
          diagnoses: [...STORED.diagnoses, { id: 41, code: 'J44.9', diagnosis: 'COPD' }],
          automaticCallsEnabled: false,
          version: 4,
        },
      };
    });
    fireEvent.click(await screen.findByLabelText('The bot'));
    fireEvent.change(screen.getByLabelText('Spanish (US)'), { target: { value: '6' } });
    const row = await addCopd();
    fireEvent.change(within(row).getByLabelText('Questionnaire'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(1));
    expect(backend.calls(SAVE)[0]?.body).toEqual({
      organizationQuestionnaires: [
        { questionnaire_id: 5, language: 'en-US', is_default: true },
        { questionnaire_id: 6, language: 'es-US', is_default: false },
      ],
      diagnosisQuestionnaires: [
        { diagnosis_id: 40, questionnaire_id: 7, priority: 1 },
        { diagnosis_id: 41, questionnaire_id: 5, priority: 2 },
      ],
      calledBy: 'bot',
      version: 3,
    });
    expect(await screen.findByText('The scheduler settings are saved.')).toBeTruthy();
    expect(runtime.store.getState().settings?.['schedules.calledBy']).toBe('bot');
    // Removing a row and saving again is based on the version the server answered.
    fireEvent.click(screen.getByRole('button', { name: 'Remove J44.9 COPD' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(2));
    expect(backend.calls(SAVE)[1]?.body).toMatchObject({
      diagnosisQuestionnaires: [{ diagnosis_id: 40, questionnaire_id: 7, priority: 1 }],
      version: 4,
    });
  });

  it('keeps the edits when the settings changed meanwhile, says who changed them, and saves over them on request', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, conflictBody({ ...STORED, calledBy: 'bot', version: 4 }));
    fireEvent.click(await screen.findByLabelText('The bot'));
    const row = await addCopd();
    fireEvent.change(within(row).getByLabelText('Questionnaire'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sam Super changed these settings meanwhile');
    expect(alert.textContent).toContain('Your changes are still here');
    expect((screen.getByLabelText('The bot') as HTMLInputElement).checked).toBe(true);
    expect((within(row).getByLabelText('Questionnaire') as HTMLSelectElement).value).toBe('7');

    backend.on(SAVE, (request) => ({ body: { ...STORED, ...(request.body as object), version: 5 } }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(backend.calls(SAVE)).toHaveLength(2));
    expect(backend.calls(SAVE)[1]?.body).toMatchObject({ calledBy: 'bot', version: 4 });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('loads the other admin’s settings when asked instead', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(
      SAVE,
      conflictBody(
        {
          ...STORED,
          organizationQuestionnaires: [{ questionnaire_id: 6, language: 'es-US', is_default: true }],
          diagnosisQuestionnaires: [],
          diagnoses: [],
          calledBy: 'bot',
          version: 4,
        },
        null,
      ),
    );
    await addCopd();
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    // The new row has no questionnaire yet: choose one so the form is valid.
    const row = screen.getByRole('group', { name: 'J44.9 COPD' });
    fireEvent.change(within(row).getByLabelText('Questionnaire'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone changed these settings');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load their settings' }));
    await waitFor(() => expect((screen.getByLabelText('The bot') as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('Spanish (US)') as HTMLSelectElement).value).toBe('6');
    expect(screen.queryByRole('group', { name: 'J44.9 COPD' })).toBeNull();
    expect(screen.getByText(/No diagnosis has a questionnaire of its own yet/)).toBeTruthy();
  });

  it('marks the diagnosis the server refused and keeps a failed save’s edits', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on(SAVE, {
      status: 400,
      body: {
        error: 'Validation failed',
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'diagnosisQuestionnaires.0.diagnosis_id', message: 'Unknown diagnosis' }],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    const row = screen.getByRole('group', { name: 'E11.9 Type 2 diabetes' });
    expect(await screen.findByText('This value was not accepted')).toBeTruthy();
    expect(within(row).getByLabelText('Questionnaire').getAttribute('aria-invalid')).toBe('true');
    backend.on(SAVE, { status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    fireEvent.click(screen.getByLabelText('The bot'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/could not be saved. Your changes are still here/)).toBeTruthy();
    expect((screen.getByLabelText('The bot') as HTMLInputElement).checked).toBe(true);
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const { runtime, backend } = setUp({
      status: 403,
      body: { error: 'Select an organization first', code: 'ORGANIZATION_FORBIDDEN' },
    });
    track(runtime);
    expect(await screen.findByText('The scheduler settings could not be loaded.')).toBeTruthy();
    backend.on(READ, { body: STORED });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Call-centre agents')).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    const { runtime } = setUp(undefined, { locale: 'ja' });
    track(runtime);
    expect(await screen.findByRole('heading', { name: 'スケジューラー設定' })).toBeTruthy();
    expect(await screen.findByLabelText('コールセンター担当者')).toBeTruthy();
    expect(screen.getByText('自動通話：この組織では有効になっていません。')).toBeTruthy();
  });

  it('is not there for operators', async () => {
    const { runtime, backend } = setUp(undefined, { user: { ...ADMIN_SESSION, role: 101 } });
    track(runtime);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Scheduler settings' })).toBeNull());
    expect(backend.calls(READ)).toHaveLength(0);
  });
});

import { type Patient, settingsSchema } from '@carecall/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS, buildStoredClient } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { ClientPageScreen } from './ClientPageScreen.tsx';

function buildClient(overrides: Partial<Patient> = {}): Patient {
  const { patientDetails } = buildStoredClient();
  return buildStoredClient({
    patientDetails: { ...patientDetails, gender: 'male', zip_code: '100-0001' },
    ...overrides,
  });
}

interface SetUpOptions {
  at: string;
  clientId?: number;
  section?: string;
  settings?: Record<string, unknown>;
  role?: number;
  backend?: FakeBackend;
}

function setUp({ at, clientId, section, settings = {}, role = 151, backend = createFakeBackend() }: SetUpOptions) {
  const context = createTestRuntime({ backend, at });
  startSignedInSession(context.runtime, {
    user: { ...ADMIN_SESSION, role },
    settings: { ...ALL_ON_SETTINGS, ...settings },
  });
  context.runtime.navigate = vi.fn();
  renderWithRuntime(<ClientPageScreen clientId={clientId} section={section} />, context.runtime);
  return context;
}

async function typeAndBlur(label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (text) {
    await userEvent.click(input);
    await userEvent.paste(text);
  }
  fireEvent.blur(input);
}

/** The texts screen readers hear with a field: its hint and its error message. */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('new client', () => {
  const track = disposeRuntimeAfterEach();

  it('shows each validation message on blur', async () => {
    const { runtime } = setUp({ at: '/client' });
    track(runtime);
    expect(screen.getByRole('heading', { name: 'Add New Patient' })).toBeTruthy();
    expect(screen.getByText('New client')).toBeTruthy();
    await typeAndBlur(/^First name/, '');
    expect(await screen.findByText('Field is required')).toBeTruthy();
    await typeAndBlur(/^First name/, 'A');
    expect(await screen.findByText('Minimum 2 letters required')).toBeTruthy();
    await typeAndBlur(/^Last name/, 'x'.repeat(81));
    expect(await screen.findByText('Maximum 80 symbols allowed')).toBeTruthy();
    await typeAndBlur(/^Birth date/, '');
    expect(await screen.findByText('Invalid birth date')).toBeTruthy();
    await typeAndBlur(/^Birth date/, '13-01-1950');
    expect(await screen.findByText('Invalid date')).toBeTruthy();
    await typeAndBlur(/^E-mail/, 'nope');
    expect(await screen.findByText('Invalid e-mail')).toBeTruthy();
    await typeAndBlur(/^City/, 'c'.repeat(66));
    expect(await screen.findByText('Maximum 65 symbols allowed')).toBeTruthy();
  });

  it('says beside the zip code field when it is not one, and sends none of it', async () => {
    const backend = createFakeBackend();
    const { runtime } = setUp({ at: '/client', backend });
    track(runtime);
    await typeAndBlur(/^Zip code/, '!!!');
    const zip = screen.getByLabelText(/^Zip code/);
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(zip)).toContain('Invalid zip code');
    await typeAndBlur(/^First name/, 'Mia');
    await typeAndBlur(/^Last name/, 'Tanaka');
    await typeAndBlur(/^External ID/, 'X-1');
    await typeAndBlur(/^Birth date/, '04-05-1948');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(backend.calls('POST /api/user/patient')).toHaveLength(0);
    // A new client has no country yet: any zip code with a letter or digit will do.
    await typeAndBlur(/^Zip code/, 'AB-12');
    await waitFor(() => expect(screen.getByLabelText(/^Zip code/).getAttribute('aria-invalid')).toBeNull());
  });

  it('says it in Japanese too', async () => {
    const context = createTestRuntime({ at: '/client', locale: 'ja' });
    context.runtime.store.update({ user: ADMIN_SESSION, settings: settingsSchema.parse(ALL_ON_SETTINGS) });
    track(context.runtime);
    renderWithRuntime(<ClientPageScreen />, context.runtime);
    await typeAndBlur(/^郵便番号/, '!!!');
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/^郵便番号/))).toContain('郵便番号が正しくありません'),
    );
  });

  it('keeps the input and re-enables Create after a failed creation', async () => {
    const backend = createFakeBackend({
      'POST /api/user/patient': {
        status: 409,
        body: { error: 'Patient already exist with same details', code: 'PATIENT_ALREADY_EXISTS' },
      },
    });
    const { runtime } = setUp({ at: '/client', backend });
    track(runtime);
    await typeAndBlur(/^First name/, 'Mia');
    await typeAndBlur(/^Last name/, 'Tanaka');
    await typeAndBlur(/^External ID/, 'X-1');
    await typeAndBlur(/^Birth date/, '04-05-1948');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Patient already exist with same details')).toBeTruthy();
    const [request] = backend.calls('POST /api/user/patient');
    expect(request?.body).toEqual({
      patientDetails: { first_name: 'Mia', last_name: 'Tanaka', external_id: 'X-1', birth_date: '1948-04-05' },
      patientPhones: [],
      patientSchedule: [],
    });
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Create client' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Mia');
    expect(runtime.navigate).not.toHaveBeenCalled();
  });

  it('opens the summary of the created client when the summary is enabled', async () => {
    const backend = createFakeBackend({ 'POST /api/user/patient': { body: { data: { patient_id: 42, version: 1 } } } });
    const { runtime } = setUp({ at: '/client', backend, settings: { 'patientHomePage.enabled': true } });
    track(runtime);
    await typeAndBlur(/^First name/, 'Mia');
    await typeAndBlur(/^Last name/, 'Tanaka');
    await typeAndBlur(/^External ID/, 'X-1');
    await typeAndBlur(/^Birth date/, '04-05-1948');
    await userEvent.click(screen.getByRole('button', { name: 'Add schedule' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(runtime.navigate).toHaveBeenCalledWith('/client/42/summaryPatient'));
    const [request] = backend.calls('POST /api/user/patient');
    expect((request?.body as { patientSchedule: unknown[] } | undefined)?.patientSchedule).toEqual([
      { day_of_week: 1, time: '09:00', timezone: 'America/New_York' },
    ]);
  });

  it('speaks Japanese', async () => {
    const context = createTestRuntime({ at: '/client', locale: 'ja' });
    context.runtime.store.update({ user: ADMIN_SESSION, settings: settingsSchema.parse(ALL_ON_SETTINGS) });
    track(context.runtime);
    renderWithRuntime(<ClientPageScreen />, context.runtime);
    expect(await screen.findByRole('heading', { name: '新規患者の追加' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'クライアントを作成' })).toBeTruthy();
  });

  it('refuses an eighth schedule', async () => {
    const { runtime } = setUp({ at: '/client' });
    track(runtime);
    const add = screen.getByRole('button', { name: 'Add schedule' });
    for (let day = 0; day < 8; day += 1) await userEvent.click(add);
    expect(await screen.findByText('choose all possible days')).toBeTruthy();
    expect(screen.getAllByLabelText(/^Day \d/, { selector: 'input' })).toHaveLength(7);
  });
});

describe('client layout', () => {
  const track = disposeRuntimeAfterEach();

  it('shows the card and only the menu items the settings allow', async () => {
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient() },
      'GET /api/user/patient/11/diagnosis': { body: { patientProperties: [], version: 1 } },
    });
    const { runtime } = setUp({
      at: '/client/11/summaryPatient',
      clientId: 11,
      section: 'summaryPatient',
      backend,
      settings: { 'patientHomePage.enabled': true, 'AutomaticCalls.enabled': true },
    });
    track(runtime);
    const card = await screen.findByRole('region', { name: 'Takeshi Sato' });
    expect(within(card).getByText('Consent missing')).toBeTruthy();
    expect(within(card).getByText('Client ID 11')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Client' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Summary', 'Calls', 'Questionnaires', 'Client details']);
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(runtime.navigate).toHaveBeenCalledWith('/client/11/confLift');
  });

  it('has no Call button on the call screen itself', async () => {
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient() },
      'GET /bot/questionnaire': { body: { questionnaires: [] } },
    });
    const { runtime } = setUp({ at: '/client/11/confLift', clientId: 11, section: 'confLift', backend });
    track(runtime);
    const callScreen = await screen.findByRole('region', { name: 'New Call' });
    // The only Call button is the call screen's own.
    expect(screen.getAllByRole('button', { name: 'Call' }).every((button) => callScreen.contains(button))).toBe(true);
    expect(await screen.findByText("No questionnaire can be used for this client's language.")).toBeTruthy();
  });

  it('sends the bare client path and the summary path to the calls', async () => {
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient() },
      'GET /api/user/patient/11/call/calls': { body: { calls: [] } },
    });
    const { runtime } = setUp({
      at: '/client/11/summary',
      clientId: 11,
      section: 'summary',
      backend,
      settings: { 'patientHomePage.enabled': true },
    });
    track(runtime);
    await waitFor(() => expect(window.location.pathname).toBe('/client/11/calls'));
  });

  it('leaves Summary out when the summary page is off', async () => {
    const backend = createFakeBackend({ 'GET /api/user/patient/11': { body: buildClient() } });
    const { runtime } = setUp({
      at: '/client/11/edit',
      clientId: 11,
      section: 'edit',
      backend,
      settings: { 'callsPage.enabled': false },
    });
    track(runtime);
    const menu = await screen.findByRole('navigation', { name: 'Client' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Client details']);
  });

  it('does not show a client it could not load, and says so', async () => {
    const backend = createFakeBackend({
      'GET /api/user/patient/99': { status: 404, body: { error: 'Patient not found', code: 'NOT_FOUND' } },
    });
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { runtime } = setUp({ at: '/client/99/edit', clientId: 99, section: 'edit', backend });
    track(runtime);
    expect(
      await screen.findByText("We are sorry, we could not get the patient's details. Please try again later."),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Client' })).toBeNull();
    expect(back.mock.calls.length + vi.mocked(runtime.navigate).mock.calls.length).toBe(1);
  });
});

describe('client details', () => {
  const track = disposeRuntimeAfterEach();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('disables the active period of a demo client for super admins', async () => {
    const backend = createFakeBackend({ 'GET /api/user/patient/11': { body: buildClient({ isDemoPatient: true }) } });
    const { runtime } = setUp({ at: '/client/11/edit', clientId: 11, section: 'edit', backend, role: 201 });
    track(runtime);
    await userEvent.click(await screen.findByRole('tab', { name: 'Tags' }));
    expect((screen.getByLabelText(/^Active from/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Active until/) as HTMLInputElement).disabled).toBe(true);
  });

  it('hides the active period from admins', async () => {
    const backend = createFakeBackend({ 'GET /api/user/patient/11': { body: buildClient() } });
    const { runtime } = setUp({ at: '/client/11/edit', clientId: 11, section: 'edit', backend });
    track(runtime);
    await userEvent.click(await screen.findByRole('tab', { name: 'Tags' }));
    expect(screen.queryByLabelText(/^Active from/)).toBeNull();
  });

  it('autosaves with empty values as null, and a failed save disables the form until a save succeeds', async () => {
    let fail = true;
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient() },
      'PUT /api/user/patient/11': () =>
        fail ? { status: 500, body: { error: 'boom', code: 'INTERNAL' } } : { body: buildClient() },
    });
    const { runtime } = setUp({ at: '/client/11/edit', clientId: 11, section: 'edit', backend });
    track(runtime);
    const city = await screen.findByLabelText(/^City/);
    await userEvent.clear(city);
    expect(await screen.findByText('Sorry, we are having problem updating your patient')).toBeTruthy();
    const [request] = backend.calls('PUT /api/user/patient/11');
    expect((request?.body as { patientDetails: Record<string, unknown> } | undefined)?.patientDetails).toMatchObject({
      city: null,
      email: null,
      first_name: 'Takeshi',
    });
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).disabled).toBe(true);
    fail = false;
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    await waitFor(() => expect((screen.getByLabelText(/^City/) as HTMLInputElement).disabled).toBe(false));
  });

  it('checks the zip code against the client’s country: a US zip is five digits, or five plus four', async () => {
    const { patientDetails } = buildStoredClient();
    const backend = createFakeBackend({
      'GET /api/user/patient/11': {
        body: buildClient({ patientDetails: { ...patientDetails, country: 'USA', zip_code: '12345' } }),
      },
    });
    const { runtime } = setUp({ at: '/client/11/edit', clientId: 11, section: 'edit', backend });
    track(runtime);
    await screen.findByLabelText(/^Zip code/);
    await typeAndBlur(/^Zip code/, '1234');
    await waitFor(() => expect(describedText(screen.getByLabelText(/^Zip code/))).toContain('Invalid zip code'));
    await typeAndBlur(/^Zip code/, '12345-6789');
    await waitFor(() => expect(screen.getByLabelText(/^Zip code/).getAttribute('aria-invalid')).toBeNull());
  });

  it('lists the health profile only when the setting has it', async () => {
    const backend = createFakeBackend({ 'GET /api/user/patient/11': { body: buildClient() } });
    const { runtime } = setUp({
      at: '/client/11/edit',
      clientId: 11,
      section: 'edit',
      backend,
      settings: { enabledDetailsTabs: ['Details', 'Tags'] },
    });
    track(runtime);
    await screen.findByRole('tab', { name: 'Tags' });
    expect(screen.queryByRole('tab', { name: 'Health profile' })).toBeNull();
  });

  it('declines consent with its reason', async () => {
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient({ patientTags: { 'consent call': { params: 'accepted' } } }) },
      'POST /api/user/patient/11/tag': (request) => {
        const { version, ...tag } = request.body as { version: number };
        return { body: { patientTags: { 'consent call': tag }, version: version + 1 } };
      },
    });
    const { runtime } = setUp({ at: '/client/11/edit', clientId: 11, section: 'edit', backend });
    track(runtime);
    await userEvent.click(await screen.findByRole('tab', { name: 'Tags' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Declined' }));
    expect(backend.calls('POST /api/user/patient/11/tag')).toHaveLength(0);
    const dropdown = screen.getByRole('textbox', { name: /^Reason for decline/ }).closest<HTMLElement>('.p-dropdown');
    if (!dropdown) throw new Error('no reason select');
    fireEvent.click(dropdown);
    const panel = document.querySelector<HTMLElement>('.p-dropdown-panel');
    if (!panel) throw new Error('no reason list');
    fireEvent.click(within(panel).getByRole('option', { name: 'Gave no reason', hidden: true }));
    await waitFor(() =>
      expect(backend.calls('POST /api/user/patient/11/tag')[0]?.body).toEqual({
        name: 'consent call',
        params: 'declined',
        description: 'gave no reason',
        version: 1,
      }),
    );
  });

  it('reorders diagnoses a second after the change, and reloads them when the save fails', async () => {
    const links = [
      {
        patient_id: 11,
        entity_id: 1,
        entity_type: 'diagnosis',
        order: 1,
        active: 1,
        date_created: '2026-01-01',
        code: 'E11',
        diagnosis: 'Diabetes',
      },
      {
        patient_id: 11,
        entity_id: 2,
        entity_type: 'diagnosis',
        order: 2,
        active: 1,
        date_created: '2026-01-01',
        code: 'I10',
        diagnosis: 'Hypertension',
      },
    ];
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient() },
      'GET /api/user/patient/11/diagnosis': { body: { patientProperties: links, version: 1 } },
      'PATCH /api/user/patient/11/diagnosis': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    const { runtime } = setUp({
      at: '/client/11/edit',
      clientId: 11,
      section: 'edit',
      backend,
      settings: { enabledDetailsTabs: ['Details', 'HealthProfile', 'Tags'] },
    });
    track(runtime);
    await userEvent.click(await screen.findByRole('tab', { name: 'Health profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move I10 Hypertension up' }));
    await waitFor(() => expect(backend.calls('PATCH /api/user/patient/11/diagnosis')).toHaveLength(1));
    const body = backend.calls('PATCH /api/user/patient/11/diagnosis')[0]?.body as {
      patientProperties: { entity_id: number; order: number }[];
    };
    expect(body.patientProperties.map((link) => [link.entity_id, link.order])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    await waitFor(() => expect(backend.calls('GET /api/user/patient/11/diagnosis').length).toBeGreaterThan(1));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('E11 Diabetes'),
    );
  });

  it('shows the frequency as unset when the server refuses it', async () => {
    const backend = createFakeBackend({
      'GET /api/user/patient/11': { body: buildClient() },
      'PUT /api/user/patient/11': { body: buildClient({ version: 2 }) },
      'POST /api/user/scheduler/settings/11/frequency': { status: 500, body: { error: 'boom', code: 'INTERNAL' } },
    });
    const { runtime } = setUp({ at: '/client/11/edit', clientId: 11, section: 'edit', backend });
    track(runtime);
    const input = await screen.findByRole('textbox', { name: /^Call frequency/ });
    expect((input as HTMLInputElement).value).toBe('Weekly (several days possible)');
    const dropdown = input.closest<HTMLElement>('.p-dropdown');
    if (!dropdown) throw new Error('no frequency select');
    fireEvent.click(dropdown);
    const panel = document.querySelector<HTMLElement>('.p-dropdown-panel');
    if (!panel) throw new Error('no frequency list');
    fireEvent.click(within(panel).getByRole('option', { name: 'Every 2 weeks', hidden: true }));
    expect(dropdown.querySelector('.p-dropdown-label')?.textContent).toBe('Every 2 weeks');
    await waitFor(() =>
      expect(backend.calls('POST /api/user/scheduler/settings/11/frequency')[0]?.body).toEqual({
        days_frequency: 14,
        version: 2,
      }),
    );
    // The dropdown's own label, which shows the placeholder once the value is unset.
    await waitFor(() => expect(dropdown.querySelector('.p-dropdown-label')?.textContent).not.toBe('Every 2 weeks'));
  });
});

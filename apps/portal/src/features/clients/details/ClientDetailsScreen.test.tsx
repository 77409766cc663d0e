import type { Patient, PatientUpdate } from '@carecall/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend, type FakeAnswer, type RecordedRequest } from '../../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS, buildStoredClient } from '../../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { startSignedInSession } from '../../../test/startSignedInSession.ts';
import { ClientPageScreen } from '../ClientPageScreen.tsx';

const STORED: Patient = buildStoredClient({
  patientDetails: { ...buildStoredClient().patientDetails, email: null },
  patientSchedule: [{ id: 3, day_of_week: 2, time: '09:00', timezone: 'Asia/Tokyo' }],
});

/**
 * A backend holding one client the way the server does: every write names the version it is based on, answers the
 * next one, and a write on any other version is refused with 409, whose change won and the stored client.
 * `colleagueSaves` stores a change of someone else's, as a second browser would.
 */
function createVersionedClientBackend() {
  let stored: Patient = structuredClone(STORED);
  let changedBy = { user_id: 3, first_name: 'Olivia', last_name: 'Operator' };
  let changedAt = '2026-02-01T00:00:00.000Z';
  const backend = createFakeBackend({ 'GET /api/user/patient/11': () => ({ body: stored }) });
  const conflicts: RecordedRequest[] = [];
  /** Answers a write based on `version`, or the conflict; `change` stores it and answers the body. */
  const write = (request: RecordedRequest, change: () => unknown): FakeAnswer => {
    const { version } = request.body as { version: number };
    if (version !== stored.version) {
      conflicts.push(request);
      return {
        status: 409,
        body: {
          error: 'This client was changed meanwhile',
          code: 'VERSION_CONFLICT',
          currentVersion: stored.version,
          changedBy,
          changedAt,
          current: stored,
        },
      };
    }
    changedBy = { user_id: ADMIN_SESSION.user_id, first_name: 'Alex', last_name: 'Admin' };
    const body = change();
    return { body };
  };
  const bump = (next: Partial<Patient>) => {
    stored = { ...stored, ...next, version: stored.version + 1 };
    return stored;
  };
  backend.on('PUT /api/user/patient/11', (request) =>
    write(request, () => {
      const { patientDetails } = request.body as PatientUpdate;
      return bump({ patientDetails: { ...stored.patientDetails, ...patientDetails } as Patient['patientDetails'] });
    }),
  );
  backend.on('POST /api/user/patient/11/tag', (request) =>
    write(request, () => {
      const { name, params } = request.body as { name: string; params: string };
      const next = bump({ patientTags: { ...stored.patientTags, [name]: { params, description: null } } });
      return { patientTags: next.patientTags, version: next.version };
    }),
  );
  return {
    backend,
    conflicts,
    stored: () => stored,
    colleagueSaves(details: Partial<Patient['patientDetails']>, at: string) {
      bump({ patientDetails: { ...stored.patientDetails, ...details } });
      changedBy = { user_id: 2, first_name: 'Alex', last_name: 'Admin' };
      changedAt = at;
    },
  };
}

function setUp(backend: ReturnType<typeof createFakeBackend>) {
  const context = createTestRuntime({ backend, at: '/client/11/edit' });
  startSignedInSession(context.runtime, {
    user: { ...ADMIN_SESSION, role: 151 },
    // The user's zone: the conflict's time is shown in it.
    settings: { ...ALL_ON_SETTINGS, timezone: 'Asia/Tokyo' },
  });
  context.runtime.navigate = vi.fn();
  renderWithRuntime(<ClientPageScreen clientId={11} section="edit" />, context.runtime);
  return context;
}

async function retype(label: RegExp, text: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

function detailsOf(request: RecordedRequest | undefined) {
  return (request?.body as PatientUpdate | undefined)?.patientDetails;
}

describe('client details: versions', () => {
  const track = disposeRuntimeAfterEach();

  it('bases each save on the version the previous one answered, one at a time, so autosave never refuses itself', async () => {
    const server = createVersionedClientBackend();
    let releasePut: (() => void) | undefined;
    const answerPut = (request: RecordedRequest) => {
      const { patientDetails, version } = request.body as PatientUpdate;
      return new Promise<FakeAnswer>((resolve) => {
        releasePut = () => {
          const stored = server.stored();
          if (version !== stored.version) resolve({ status: 409, body: { error: 'stale', code: 'VERSION_CONFLICT' } });
          else {
            Object.assign(stored, {
              patientDetails: { ...stored.patientDetails, ...patientDetails },
              version: stored.version + 1,
            });
            resolve({ body: stored });
          }
        };
      });
    };
    server.backend.on('PUT /api/user/patient/11', answerPut);
    const { runtime } = setUp(server.backend);
    track(runtime);

    await retype(/^City/, 'Osaka');
    await waitFor(() => expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(1));
    // While the details save is under way the consent is changed: it waits for the details' answer.
    await userEvent.click(screen.getByRole('tab', { name: 'Tags' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Accepted' }));
    // That it waits is an absence: nothing is sent within a while of the change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.backend.calls('POST /api/user/patient/11/tag')).toHaveLength(0);
    releasePut?.();
    await waitFor(() => expect(server.backend.calls('POST /api/user/patient/11/tag')).toHaveLength(1));
    expect(server.backend.calls('PUT /api/user/patient/11')[0]?.body).toMatchObject({ version: 1 });
    expect(server.backend.calls('POST /api/user/patient/11/tag')[0]?.body).toMatchObject({ version: 2 });
    await waitFor(() => expect(server.stored().version).toBe(3));

    // Back on the details, the next autosave is based on the tag's answer.
    await userEvent.click(screen.getByRole('tab', { name: 'Basic details' }));
    await retype(/^Zip code/, '530-0001');
    await waitFor(() => expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(2));
    releasePut?.();
    expect(server.backend.calls('PUT /api/user/patient/11')[1]?.body).toMatchObject({ version: 3 });
    await waitFor(() => expect(server.stored().version).toBe(4));
    expect(server.conflicts).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says whose change won and when, keeps the typed text, and saves it over theirs only when asked', async () => {
    const server = createVersionedClientBackend();
    const { runtime } = setUp(server.backend);
    track(runtime);
    await screen.findByLabelText(/^City/);
    // A colleague saves the client (a new e-mail) while this form is open.
    server.colleagueSaves({ email: 'sato@example.test' }, '2026-03-01T09:30:00.000Z');

    await retype(/^City/, 'Osaka');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this client' });
    // 09:30 UTC is 18:30 in Tokyo, the user's zone.
    expect(dialog.textContent).toContain('Alex Admin saved a change to this client on Mar 1, 2026 18:30');
    expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Osaka');
    // Nothing more is sent while the user decides: an absence, shown by waiting past the autosave's delay.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my changes over theirs' }));
    await waitFor(() => expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(2));
    const overwrite = server.backend.calls('PUT /api/user/patient/11')[1];
    expect(overwrite?.body).toMatchObject({ version: 2 });
    // The user's city over theirs, and their e-mail kept: only what the user typed replaces their client.
    expect(detailsOf(overwrite)).toMatchObject({ city: 'Osaka', email: 'sato@example.test' });
    await waitFor(() =>
      expect(server.stored().patientDetails).toMatchObject({ city: 'Osaka', email: 'sato@example.test' }),
    );
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('sato@example.test');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps editing with a notice and sends nothing until the user loads their version, then saves on it', async () => {
    const server = createVersionedClientBackend();
    const { runtime } = setUp(server.backend);
    track(runtime);
    await screen.findByLabelText(/^City/);
    server.colleagueSaves({ city: 'Kyoto' }, '2026-03-01T09:30:00.000Z');

    await retype(/^City/, 'Osaka');
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this client' });
    // Both changed the city: the dialog says what saving the user's changes would replace.
    expect(dialog.textContent).toContain('Saving yours replaces what they stored in: City.');
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const notice = screen.getByText(/^Not saved:/).closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('the notice is not announced');
    expect(notice.textContent).toContain('Not saved: Alex Admin changed this client on Mar 1, 2026 18:30.');
    await retype(/^Zip code/, '600-8001');
    // Nothing is sent: an absence, shown by waiting past the autosave's delay.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(1);
    expect((screen.getByLabelText(/^Zip code/) as HTMLInputElement).value).toBe('600-8001');

    await userEvent.click(within(notice).getByRole('button', { name: 'Discard my changes and load theirs' }));
    await waitFor(() => expect((screen.getByLabelText(/^City/) as HTMLInputElement).value).toBe('Kyoto'));
    expect(screen.queryByText(/^Not saved:/)).toBeNull();
    expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(1);

    await retype(/^Zip code/, '600-8002');
    await waitFor(() => expect(server.backend.calls('PUT /api/user/patient/11')).toHaveLength(2));
    const next = server.backend.calls('PUT /api/user/patient/11')[1];
    expect(next?.body).toMatchObject({ version: 2 });
    expect(detailsOf(next)).toMatchObject({ city: 'Kyoto', zip_code: '600-8002' });
    await waitFor(() => expect(server.stored().version).toBe(3));
  });
});

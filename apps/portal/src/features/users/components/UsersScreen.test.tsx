import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../../test/createFakeBackend.ts';
import { buildUser } from '../../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../../test/renderPortal.tsx';
import { UsersScreen } from './UsersScreen.tsx';

function setUp() {
  const backend = createFakeBackend({
    'GET /api/admin/users': {
      body: {
        users: [
          buildUser({ user_id: 1, first_name: 'Sam', last_name: 'Super', email: 'super@demo.test', role: 201 }),
          buildUser(),
        ],
      },
    },
    'POST /api/admin/userWithEmail': (request) => ({
      body: { user: { ...(request.body as object), user_id: 9, role: 101, version: 1 } },
    }),
  });
  const context = createTestRuntime({ backend, at: '/Users' });
  context.runtime.store.update({ selectedOrganizationId: 1 });
  renderWithRuntime(<UsersScreen />, context.runtime);
  return context;
}

async function openAddUser() {
  await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
  return screen.findByRole('dialog', { name: 'Add user' });
}

function chooseLanguage(dialog: HTMLElement, name: string) {
  const dropdown = within(dialog).getByRole('textbox', { name: 'Language' }).closest<HTMLElement>('.p-dropdown');
  if (!dropdown) throw new Error('no language select');
  fireEvent.click(dropdown);
  const panel = document.querySelector<HTMLElement>('.p-dropdown-panel');
  if (!panel) throw new Error('no language list');
  fireEvent.click(within(panel).getByRole('option', { name, hidden: true }));
}

async function fillValidUser(dialog: HTMLElement, email = 'aiko@demo.test') {
  await userEvent.type(within(dialog).getByLabelText(/^First name/), 'Aiko');
  await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'Tanaka');
  await userEvent.type(within(dialog).getByLabelText(/^Email/), email);
  chooseLanguage(dialog, 'Japanese');
  await userEvent.type(within(dialog).getByLabelText(/^Country code/), '81');
  await userEvent.type(within(dialog).getByLabelText(/^Phone number/), '+81-9012345678');
}

describe('UsersScreen', () => {
  const track = disposeRuntimeAfterEach();

  it('lists the users in a sortable table with the specification columns', async () => {
    const { runtime } = setUp();
    track(runtime);
    expect(await screen.findByText('operator@demo.test')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['User Id', 'First Name', 'Last Name', 'Email']);
    expect(screen.getByRole('searchbox', { name: 'Search users' }).getAttribute('placeholder')).toBe('Type to search');
    await userEvent.click(screen.getByRole('columnheader', { name: 'First Name' }));
    const firstCells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(firstCells).toEqual(['Olivia', 'Sam']);
  });

  it('filters as the user types', async () => {
    const { runtime } = setUp();
    track(runtime);
    await screen.findByText('operator@demo.test');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'super');
    expect(screen.queryByText('operator@demo.test')).toBeNull();
    expect(screen.getByText('1 of 2 users')).toBeTruthy();
  });

  it('checks names on blur, with their own messages', async () => {
    const { runtime } = setUp();
    track(runtime);
    const dialog = await openAddUser();
    await userEvent.click(within(dialog).getByLabelText(/^First name/));
    await userEvent.tab();
    expect(within(dialog).getByText('Field is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'A');
    expect(within(dialog).getByText('Minimum 2 letters required')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^First name/), 'iko');
    expect(within(dialog).queryByText('Minimum 2 letters required')).toBeNull();
  });

  it('refuses to send a form with wrong fields, naming each', async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    const dialog = await openAddUser();
    await userEvent.type(within(dialog).getByLabelText(/^Email/), 'aiko@');
    await userEvent.type(within(dialog).getByLabelText(/^Country code/), '0');
    await userEvent.type(within(dialog).getByLabelText(/^Phone number/), '12ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Field is required')).toHaveLength(3);
    expect(within(dialog).getByText('Invalid e-mail')).toBeTruthy();
    expect(within(dialog).getByText('Field may contain only numbers')).toBeTruthy();
    expect(within(dialog).getByText('Invalid phone')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^First name/));
    expect(backend.calls('POST /api/admin/userWithEmail')).toHaveLength(0);
  });

  it("creates the user, says 'user created successfully' and closes", async () => {
    const { runtime, backend } = setUp();
    track(runtime);
    const dialog = await openAddUser();
    await fillValidUser(dialog);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Call center agent' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('user created successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    expect(backend.calls('POST /api/admin/userWithEmail')[0]?.body).toEqual({
      first_name: 'Aiko',
      last_name: 'Tanaka',
      email: 'aiko@demo.test',
      language: 'ja',
      country_code: '81',
      phone_number: '+81-9012345678',
      is_emergency_contact: false,
      is_callcentre_agent: true,
    });
    await waitFor(() => expect(backend.calls('GET /api/admin/users')).toHaveLength(2));
  });

  it("says 'user already exists failure' for an existing user, and keeps the form", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on('POST /api/admin/userWithEmail', {
      status: 409,
      body: { error: 'user already exist', code: 'USER_ALREADY_EXISTS' },
    });
    const dialog = await openAddUser();
    await fillValidUser(dialog, 'admin@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('user already exists failure')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeTruthy();
  });

  it("says 'user creation failed' for any other failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { runtime, backend } = setUp();
    track(runtime);
    backend.on('POST /api/admin/userWithEmail', { status: 500, body: { error: 'boom', code: 'INTERNAL_ERROR' } });
    const dialog = await openAddUser();
    await fillValidUser(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('user creation failed')).toBeTruthy();
  });
});

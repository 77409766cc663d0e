import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../test/renderPortal.tsx';
import { startSignedInSession } from '../../test/startSignedInSession.ts';
import { ShellLayout } from './ShellLayout.tsx';

function setUp({ at = '/Users', user = ADMIN_SESSION, settings = ALL_ON_SETTINGS } = {}) {
  const backend = createFakeBackend({ 'GET /api/user/patient': { body: { patients: [] } } });
  const context = createTestRuntime({ backend, at });
  startSignedInSession(context.runtime, { user, settings });
  renderWithRuntime(
    <ShellLayout>
      <p>screen</p>
    </ShellLayout>,
    context.runtime,
  );
  return context;
}

describe('ShellLayout', () => {
  const track = disposeRuntimeAfterEach();

  it('shows the menu: developer bar, organization, search, home, users and the user', async () => {
    const { runtime } = setUp();
    track(runtime);
    expect(screen.getByText('demo environment')).toBeTruthy();
    expect(screen.getByLabelText(/^Organization/).textContent).toContain('Demo Care');
    expect(await screen.findByRole('searchbox', { name: 'Search clients' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Users', "Today's queue", 'Shifts', 'Scheduler settings', 'Bot calls of the day']);
    expect(screen.getByRole('button', { name: /Alex Admin/ })).toBeTruthy();
    expect(screen.getByText('screen')).toBeTruthy();
  });

  it('hides the client search on the client list', () => {
    const { runtime } = setUp({ at: '/PatientList' });
    track(runtime);
    expect(screen.queryByRole('searchbox', { name: 'Search clients' })).toBeNull();
  });

  it('hides the client search when the setting is off', () => {
    const { runtime } = setUp({ settings: { ...ALL_ON_SETTINGS, 'clientSearch.enabled': false } });
    track(runtime);
    expect(screen.queryByRole('searchbox', { name: 'Search clients' })).toBeNull();
  });

  it('offers Users only to admins of organizations that associate users with clients', () => {
    const { runtime } = setUp({ settings: { ...ALL_ON_SETTINGS, 'clientAssociation.enabled': false } });
    track(runtime);
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('hides Users from operators', () => {
    const { runtime } = setUp({ user: { ...ADMIN_SESSION, role: 101 } });
    track(runtime);
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('reloads on the same page after another organization is chosen, with it selected', async () => {
    const { runtime } = setUp({ at: '/Users?organizationId=1' });
    track(runtime);
    await userEvent.click(screen.getByLabelText(/^Organization/));
    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.p-dropdown-panel');
      if (!found) throw new Error('not open yet');
      return found;
    });
    // The panel can open before the organizations' list is rendered into it on a busy machine.
    const option = await waitFor(() => within(panel).getByRole('option', { name: 'Demo Care North', hidden: true }));
    fireEvent.click(option);
    await waitFor(() => expect(runtime.reload).toHaveBeenCalledWith('/Users'));
    expect(runtime.store.getState().selectedOrganizationId).toBe(2);
    expect(JSON.parse(window.sessionStorage.getItem('carecall.store') ?? '{}').selectedOrganizationId).toBe(2);
  });

  it('switches the language from the user menu and keeps it', async () => {
    const { runtime } = setUp();
    track(runtime);
    await userEvent.click(screen.getByRole('button', { name: /Alex Admin/ }));
    await userEvent.click(screen.getByLabelText('日本語'));
    expect(await screen.findByRole('link', { name: 'ユーザー' })).toBeTruthy();
    expect(window.localStorage.getItem('locale')).toBe('ja');
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(runtime.store.getState().locale).toBe('ja');
  });

  it('logs out through /logout', async () => {
    const { runtime } = setUp();
    track(runtime);
    await userEvent.click(screen.getByRole('button', { name: /Alex Admin/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(window.location.pathname).toBe('/logout');
  });
});

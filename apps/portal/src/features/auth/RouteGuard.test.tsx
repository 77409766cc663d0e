import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS, buildPatient } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderApp } from '../../test/renderPortal.tsx';

function signedInBackend() {
  return createFakeBackend({
    'POST /api/user/updateUserTimeZone': { body: { timeOffSet: 0, timezone: 'UTC' } },
    'GET /api/user/auth/': { body: ADMIN_SESSION },
    'GET /api/user/settings': { body: ALL_ON_SETTINGS },
    'GET /api/user/patient': { body: { patients: [buildPatient()] } },
    'GET /api/generateDeviceId': { body: { deviceId: 'device-new' } },
  });
}

describe('RouteGuard', () => {
  const track = disposeRuntimeAfterEach();
  const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('loads the user, the time zone and the settings before the first screen renders', async () => {
    const backend = signedInBackend();
    const { runtime } = createTestRuntime({ backend, at: '/' });
    track(runtime);
    renderApp(runtime);
    expect(await screen.findByRole('heading', { name: 'Hello, Alex' })).toBeTruthy();
    expect(window.location.pathname).toBe('/PatientList');
    expect(backend.calls('POST /api/user/updateUserTimeZone')).toHaveLength(1);
    expect(runtime.store.getState()).toMatchObject({ initiated: true, selectedOrganizationId: 1 });
    const [patients] = backend.calls('GET /api/user/patient');
    expect(patients?.search.get('format')).toBe('portal_search');
    expect(patients?.headers.get('organization-id')).toBe('1');
    expect(patients?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('sends a visitor to sign in with the target, language, device id and a forced prompt', async () => {
    const backend = signedInBackend();
    const { runtime, auth } = createTestRuntime({ backend, signedIn: false, at: '/Users?x=1', locale: 'ja' });
    track(runtime);
    renderApp(runtime);
    await waitFor(() => expect(auth.startSignIn).toHaveBeenCalled());
    expect(auth.signOutLocally).toHaveBeenCalled();
    expect(auth.startSignIn).toHaveBeenCalledWith({
      state: { target: '/Users?x=1' },
      prompt: 'login',
      ui_locales: 'ja',
      extraQueryParams: { device_id: 'device-new' },
    });
    expect(window.localStorage.getItem('deviceId')).toBe('device-new');
  });

  it('logs out with USER-NOT-AUTHORIZED when the backend refuses the user', async () => {
    quietConsole();
    const backend = signedInBackend();
    backend.on('GET /api/user/auth/', { status: 401, body: { error: 'Unknown user', code: 'USER_UNKNOWN' } });
    const { runtime, redirect, auth } = createTestRuntime({ backend, at: '/Users' });
    track(runtime);
    renderApp(runtime);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login?error=USER-NOT-AUTHORIZED'));
    expect(auth.signOutLocally).toHaveBeenCalled();
    expect(runtime.returnTargets.get()).toBeNull();
  });

  it('offers a retry when the user cannot be loaded for a passing reason', async () => {
    quietConsole();
    const backend = signedInBackend();
    backend.on('GET /api/user/auth/', { status: 503, body: { error: 'Down', code: 'IDENTITY_UNAVAILABLE' } });
    const { runtime, redirect } = createTestRuntime({ backend, at: '/PatientList' });
    track(runtime);
    renderApp(runtime);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('shows the second factor at the phase the server asks for, and skips the check there', async () => {
    const backend = signedInBackend();
    backend.on('POST /api/user/updateUserTimeZone', {
      status: 401,
      body: { error: 'Enter the code', code: 'MFA_CODE_IS_REQUIRED', phoneNumber: '+1-********02' },
    });
    backend.on('GET /api/auth/mfa/sendCode', { body: { cellphone: '+1-********02' } });
    const { runtime } = createTestRuntime({ backend, at: '/Users' });
    track(runtime);
    renderApp(runtime);
    expect(await screen.findByRole('heading', { name: 'Enter code' })).toBeTruthy();
    expect(window.location.pathname).toBe('/multiFactorAuthentication');
    expect(new URLSearchParams(window.location.search).get('phase')).toBe('MFA_CODE_IS_REQUIRED');
    expect(runtime.mfaState.getPendingPhase()).toBe('MFA_CODE_IS_REQUIRED');
    expect(runtime.returnTargets.get()).toBe('/Users');
    expect(backend.calls('GET /api/user/auth/')).toHaveLength(0);
  });

  it('selects the organization an address names', async () => {
    const backend = signedInBackend();
    backend.on('GET /api/admin/organization/2', {
      body: { organizationId: 2, organization: { id: 2, name: 'Demo Care North', parent_id: 1 } },
    });
    const { runtime } = createTestRuntime({ backend, at: '/PatientList?organizationId=2' });
    track(runtime);
    renderApp(runtime);
    await waitFor(() => expect(runtime.store.getState().selectedOrganizationId).toBe(2));
    expect(backend.calls('GET /api/admin/organization/2')[0]?.headers.get('organization-id')).toBe('2');
  });

  it('titles the page after the route and shows Not Found for unknown addresses', async () => {
    const { runtime } = createTestRuntime({ backend: signedInBackend(), at: '/nowhere' });
    track(runtime);
    renderApp(runtime);
    expect(await screen.findByText('Sorry, but the page you were trying to view does not exist.')).toBeTruthy();
    expect(document.title).toBe('CareCall');
  });
});

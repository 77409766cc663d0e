import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../../test/createFakeBackend.ts';
import { ADMIN_SESSION, ALL_ON_SETTINGS } from '../../test/fixtures.ts';
import { createTestRuntime, disposeRuntimeAfterEach, renderWithRuntime } from '../../test/renderPortal.tsx';
import { CallbackScreen } from './CallbackScreen.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { LogoutScreen } from './LogoutScreen.tsx';

function sessionBackend() {
  return createFakeBackend({
    'GET /api/generateDeviceId': { body: { deviceId: 'device-7' } },
    'POST /api/user/updateUserTimeZone': { body: { timeOffSet: 0, timezone: 'UTC' } },
    'GET /api/user/auth/': { body: ADMIN_SESSION },
    'GET /api/user/settings': { body: ALL_ON_SETTINGS },
  });
}

describe('sign-in screens', () => {
  const track = disposeRuntimeAfterEach();

  describe('/login', () => {
    it('starts the redirect with the stored return address, language and device id', async () => {
      window.localStorage.setItem('deviceId', 'device-1');
      const { runtime, auth, backend } = createTestRuntime({
        signedIn: false,
        at: '/login',
        backend: sessionBackend(),
      });
      track(runtime);
      runtime.returnTargets.remember('/client/3/calls');
      renderWithRuntime(<LoginScreen />, runtime);
      expect(screen.getAllByText('Taking you to sign-in…').length).toBeGreaterThan(0);
      await waitFor(() =>
        expect(auth.startSignIn).toHaveBeenCalledWith({
          state: { target: '/client/3/calls' },
          prompt: 'login',
          ui_locales: 'en',
          extraQueryParams: { device_id: 'device-1' },
        }),
      );
      expect(backend.calls('GET /api/generateDeviceId')).toHaveLength(0);
    });

    it('goes to the stored return address when already signed in', async () => {
      const { runtime, auth } = createTestRuntime({ at: '/login' });
      track(runtime);
      runtime.returnTargets.remember('/Users');
      renderWithRuntime(<LoginScreen />, runtime);
      await waitFor(() => expect(window.location.pathname).toBe('/Users'));
      expect(auth.startSignIn).not.toHaveBeenCalled();
    });

    it('explains USER-NOT-AUTHORIZED and waits for a click', async () => {
      const { runtime, auth } = createTestRuntime({
        signedIn: false,
        at: '/login?error=USER-NOT-AUTHORIZED',
        backend: sessionBackend(),
      });
      track(runtime);
      renderWithRuntime(<LoginScreen />, runtime);
      expect(screen.getByRole('alert').textContent).toContain('USER-NOT-AUTHORIZED');
      expect(auth.startSignIn).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(auth.startSignIn).toHaveBeenCalled());
      expect(window.localStorage.getItem('deviceId')).toBe('device-7');
    });
  });

  describe('/callback', () => {
    it('completes the sign-in, loads the session and goes to the target of the state', async () => {
      const backend = sessionBackend();
      const { runtime, auth } = createTestRuntime({ at: '/callback?code=abc&state=xyz', backend });
      track(runtime);
      auth.completeSignIn.mockResolvedValueOnce({ state: { target: '/Users?x=1' } } as unknown as User);
      renderWithRuntime(<CallbackScreen />, runtime);
      expect(screen.getAllByText('Signing you in…').length).toBeGreaterThan(0);
      await waitFor(() => expect(window.location.pathname).toBe('/Users'));
      expect(backend.calls('POST /api/user/updateUserTimeZone')).toHaveLength(1);
      expect(backend.calls('GET /api/user/auth/')).toHaveLength(1);
      expect(backend.calls('GET /api/user/settings')).toHaveLength(1);
      expect(runtime.store.getState()).toMatchObject({ initiated: true, timeZoneSent: true });
      expect(runtime.returnTargets.get()).toBe('/Users?x=1');
    });

    it('logs out when the sign-in cannot complete', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { runtime, auth, redirect } = createTestRuntime({ at: '/callback?code=abc' });
      track(runtime);
      auth.completeSignIn.mockRejectedValueOnce(new Error('No matching state found in storage'));
      renderWithRuntime(<CallbackScreen />, runtime);
      await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
      expect(redirect).not.toHaveBeenCalled();
    });

    it('leaves the page to the second factor when the server asks for it', async () => {
      const backend = sessionBackend();
      backend.on('POST /api/user/updateUserTimeZone', {
        status: 401,
        body: { error: 'Add a phone', code: 'MFA_PHONE_NUMBER_REQUIRED' },
      });
      const { runtime, redirect } = createTestRuntime({ at: '/callback?code=abc', backend });
      track(runtime);
      renderWithRuntime(<CallbackScreen />, runtime);
      await waitFor(() => expect(window.location.pathname).toBe('/multiFactorAuthentication'));
      expect(window.location.search).toBe('?phase=MFA_PHONE_NUMBER_REQUIRED');
      expect(redirect).not.toHaveBeenCalled();
    });
  });

  describe('/logout', () => {
    it('ends the provider session once the identity library has loaded, forgetting the return target', async () => {
      const { runtime, auth, redirect } = createTestRuntime({ at: '/logout' });
      track(runtime);
      window.sessionStorage.setItem('carecall.returnTarget', '/Users');
      window.sessionStorage.setItem('carecall.mfaPending', 'MFA_CODE_IS_REQUIRED');
      runtime.store.update({ selectedOrganizationId: 2 });
      renderWithRuntime(<LogoutScreen />, runtime);
      await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
      expect(auth.getUser).toHaveBeenCalled();
      // The provider's logout returns to /login itself: nothing is redirected here, and nothing of the session stays.
      expect(redirect).not.toHaveBeenCalled();
      expect(auth.signOutLocally).not.toHaveBeenCalled();
      expect(runtime.returnTargets.get()).toBeNull();
      expect(runtime.store.getState().selectedOrganizationId).toBeNull();
      expect(window.sessionStorage.getItem('carecall.mfaPending')).toBeNull();
    });

    it('signs out locally and loads /login when the provider cannot be reached', async () => {
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      const { runtime, auth, redirect } = createTestRuntime({ at: '/logout' });
      track(runtime);
      auth.signOut.mockRejectedValueOnce(new Error('Failed to fetch'));
      renderWithRuntime(<LogoutScreen />, runtime);
      await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login'));
      expect(auth.signOut).toHaveBeenCalledTimes(1);
      expect(auth.signOutLocally).toHaveBeenCalledTimes(1);
      expect(info).toHaveBeenCalledWith(
        'Signing out at the identity provider failed, signing out here',
        'Failed to fetch',
      );
    });
  });
});

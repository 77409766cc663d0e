import { patientsList } from '@carecall/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend } from '../test/createFakeBackend.ts';
import { ADMIN_SESSION } from '../test/fixtures.ts';
import { createTestRuntime } from '../test/renderPortal.tsx';

describe('createPortalRuntime', () => {
  let dispose: (() => void) | undefined;
  afterEach(() => {
    dispose?.();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the token, device id, selected organization and language with every request', async () => {
    const backend = createFakeBackend({ 'GET /api/user/patient': { body: { patients: [] } } });
    const { runtime } = createTestRuntime({ backend, locale: 'ja' });
    dispose = runtime.dispose;
    window.localStorage.setItem('deviceId', 'device-9');
    runtime.store.update({ selectedOrganizationId: 2 });
    await runtime.api.call(patientsList, { query: { format: 'portal_search' } });
    const headers = backend.requests[0]?.headers;
    expect(headers?.get('authorization')).toBe('Bearer test-token');
    expect(headers?.get('device-id')).toBe('device-9');
    expect(headers?.get('organization-id')).toBe('2');
    expect(headers?.get('accept-language')).toBe('ja');
  });

  it('lets the page organizationId win over the selection', async () => {
    const backend = createFakeBackend({ 'GET /api/user/patient': { body: { patients: [] } } });
    const { runtime } = createTestRuntime({ backend, at: '/PatientList?organizationId=5' });
    dispose = runtime.dispose;
    runtime.store.update({ selectedOrganizationId: 2 });
    await runtime.api.call(patientsList, {});
    expect(backend.requests[0]?.headers.get('organization-id')).toBe('5');
  });

  it('shows the 3-second message after a 401, then logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = createFakeBackend({
      'GET /api/user/patient': { status: 401, body: { error: 'Token expired', code: 'TOKEN_EXPIRED' } },
    });
    const { runtime, redirect, auth } = createTestRuntime({ backend });
    dispose = runtime.dispose;
    const shown = vi.fn();
    runtime.notifier.bind({ show: shown, clear: vi.fn() });
    await expect(runtime.api.call(patientsList, {})).rejects.toThrow('Token expired');
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({
        severity: 'warn',
        summary: 'Token expired You are being redirected to login page in 3 seconds.',
      }),
    );
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    await vi.waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(redirect).not.toHaveBeenCalled();
  });

  it('clears the current client and remembers the return target on every navigation', () => {
    const { runtime } = createTestRuntime({ at: '/client/3/calls' });
    dispose = runtime.dispose;
    runtime.store.update({ currentClientId: 3 });
    window.history.pushState(null, '', '/Users?x=1');
    window.dispatchEvent(new Event('pushState'));
    expect(runtime.store.getState().currentClientId).toBeNull();
    expect(runtime.returnTargets.get()).toBe('/Users?x=1');
    window.history.pushState(null, '', '/multiFactorAuthentication?phase=MFA_EMAIL');
    window.dispatchEvent(new Event('pushState'));
    expect(runtime.returnTargets.get()).toBe('/Users?x=1');
  });

  it('keeps the session store across a reload of the tab', () => {
    const first = createTestRuntime();
    first.runtime.store.update({
      user: ADMIN_SESSION,
      organizations: ADMIN_SESSION.organizations,
      selectedOrganizationId: 2,
      appVersion: '1.0.0',
      initiated: true,
    });
    first.runtime.dispose();
    const second = createTestRuntime();
    dispose = second.runtime.dispose;
    expect(second.runtime.store.getState()).toMatchObject({
      user: ADMIN_SESSION,
      selectedOrganizationId: 2,
      appVersion: '1.0.0',
      locale: 'en',
      initiated: false,
    });
    second.runtime.store.reset();
    expect(second.runtime.store.getState().user).toBeNull();
  });
});

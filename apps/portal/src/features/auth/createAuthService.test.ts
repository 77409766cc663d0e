import type { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/renderPortal.tsx';
import { createAuthService, createUserManager, type UserManagerLike } from './createAuthService.ts';

function createFakeManager(user: Partial<User> | null) {
  const manager = {
    getUser: vi.fn(async () => user as User | null),
    signinRedirect: vi.fn(async () => undefined),
    signinCallback: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => null),
    signinPopup: vi.fn(async () => ({}) as User),
    removeUser: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    stopSilentRenew: vi.fn(),
    events: { addSilentRenewError: vi.fn() },
  };
  return manager;
}

/** The auth service of the test configuration over a fake user manager. */
function createServiceOver(manager: ReturnType<typeof createFakeManager>) {
  return createAuthService({
    config: TEST_CONFIG,
    origin: 'https://portal.test',
    storage: window.sessionStorage,
    userManager: manager as unknown as UserManagerLike,
  });
}

describe('createAuthService: logout', () => {
  it('ends the provider session with the ID token as hint, after stopping silent renewal', async () => {
    const manager = createFakeManager({ id_token: 'the-id-token', access_token: 'a', expired: false });
    const auth = createServiceOver(manager);
    await auth.signOut();
    expect(manager.stopSilentRenew).toHaveBeenCalled();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'the-id-token' });
  });

  it('still asks the provider to end its session when this tab holds no ID token', async () => {
    const manager = createFakeManager(null);
    const auth = createServiceOver(manager);
    await auth.signOut();
    expect(manager.signoutRedirect).toHaveBeenCalledWith({});
  });

  it('rejects when the provider cannot be reached, so the caller can sign out locally', async () => {
    const manager = createFakeManager({ id_token: 'the-id-token' });
    manager.signoutRedirect.mockRejectedValueOnce(new Error('Failed to fetch'));
    const auth = createServiceOver(manager);
    await expect(auth.signOut()).rejects.toThrow('Failed to fetch');
  });

  it('returns to /login of the portal origin after the provider logout', () => {
    const manager = createUserManager(TEST_CONFIG, 'https://portal.test', window.sessionStorage, {
      automaticSilentRenew: false,
    });
    expect(manager.settings.post_logout_redirect_uri).toBe('https://portal.test/login');
  });
});

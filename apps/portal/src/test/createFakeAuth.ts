import type { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { AuthService } from '../features/auth/createAuthService.ts';

/** A fake identity provider: signed in or not, with spies on the redirects. */
export function createFakeAuth({ signedIn = true, email = 'admin@demo.test' } = {}) {
  let present = signedIn;
  const user = { access_token: 'test-token', expired: false, profile: { email }, state: undefined } as unknown as User;
  const auth = {
    getUser: vi.fn(async () => (present ? user : null)),
    getAccessToken: vi.fn(async () => (present ? 'test-token' : null)),
    getEmail: vi.fn(async () => (present ? email : null)),
    startSignIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => user),
    signOutLocally: vi.fn(async () => {
      present = false;
    }),
    /** The provider's logout: the user is forgotten and the browser leaves for the provider (no redirect here). */
    signOut: vi.fn(async () => {
      present = false;
    }),
  } satisfies AuthService;
  return auth;
}

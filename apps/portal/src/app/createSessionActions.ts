import type { ApiClient } from '@carecall/api-client';
import { AUTH_PATHS } from '../features/auth/authPaths.ts';
import { buildSignInRequest } from '../features/auth/buildSignInRequest.ts';
import type { AuthService } from '../features/auth/createAuthService.ts';
import type { MfaState } from '../features/auth/createMfaState.ts';
import type { ReturnTargetStore } from '../features/auth/createReturnTargetStore.ts';
import { ensureDeviceId } from '../features/auth/ensureDeviceId.ts';
import type { PortalStore } from './createPortalStore.ts';

/** How a logout ends. */
export interface LogoutOptions {
  /** Come back here after signing in again (an expired session keeps the page); nothing is remembered otherwise. */
  returnTarget?: string;
  /** An internal error the login page shows, e.g. `USER-NOT-AUTHORIZED`. */
  error?: string;
}

/** Signing in and out, in one place so every path (menu, guard, 401, expiry) does it the same way. */
export interface SessionActions {
  /** Ensures a device id, then redirects to the identity provider with a forced login prompt. */
  startSignIn(target: string): Promise<void>;
  /**
   * Forgets the user, the store and the pending second factor, without leaving the page. Cached data goes with the
   * page load that always follows (clearing it here would only make mounted screens refetch without a token).
   */
  clearSession(): Promise<void>;
  /**
   * Clears the session and ends up on the login page; later calls while one runs do nothing. The identity
   * provider's session ends too (its logout returns to `/login`), unless the login page has an `error` to show;
   * when the provider cannot be reached the portal signs out locally, so nobody is stuck.
   */
  logout(options?: LogoutOptions): Promise<void>;
}

/** What {@link createSessionActions} needs. */
export interface SessionActionsOptions {
  auth: AuthService;
  api: Pick<ApiClient, 'call'>;
  store: PortalStore;
  mfaState: MfaState;
  returnTargets: ReturnTargetStore;
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  /** A full page load, so nothing of the old session stays in memory. */
  redirect: (url: string) => void;
}

/** Creates the session actions. */
export function createSessionActions(options: SessionActionsOptions): SessionActions {
  const { auth, api, store, mfaState, returnTargets } = options;
  let loggingOut = false;

  async function clearSession(): Promise<void> {
    try {
      await auth.signOutLocally();
    } catch (error) {
      console.info('Local sign-out failed', error instanceof Error ? error.message : String(error));
    }
    store.reset();
    mfaState.clear();
  }

  return {
    async startSignIn(target) {
      const deviceId = await ensureDeviceId(api, options.localStorage);
      await auth.startSignIn(buildSignInRequest({ target, locale: store.getState().locale, deviceId }));
    },
    clearSession,
    async logout({ returnTarget, error } = {}) {
      if (loggingOut) return;
      loggingOut = true;
      if (returnTarget === undefined) returnTargets.clear();
      else returnTargets.remember(returnTarget);
      // A refused account keeps its provider session: the provider's logout can only return to `/login` itself, and
      // the login page must explain the refusal (and wait) rather than start a sign-in that would be refused again.
      if (!error) {
        store.reset();
        mfaState.clear();
        try {
          await auth.signOut();
          return;
        } catch (signOutError) {
          console.info(
            'Signing out at the identity provider failed, signing out here',
            signOutError instanceof Error ? signOutError.message : String(signOutError),
          );
        }
      }
      await clearSession();
      options.redirect(error ? `${AUTH_PATHS.login}?error=${encodeURIComponent(error)}` : AUTH_PATHS.login);
    },
  };
}

import { type SigninRedirectArgs, type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../app/loadRuntimeConfig.ts';

/** The part of oidc-client-ts's UserManager the portal uses, so tests can hand in a fake. */
export type UserManagerLike = Pick<
  UserManager,
  | 'getUser'
  | 'signinRedirect'
  | 'signinCallback'
  | 'signinSilent'
  | 'signinPopup'
  | 'removeUser'
  | 'revokeTokens'
  | 'signoutRedirect'
  | 'events'
  | 'stopSilentRenew'
>;

/** The identity provider as the portal sees it: who is signed in, their token, and the redirects. */
export interface AuthService {
  /** The signed-in user with a token that has not expired; null otherwise. */
  getUser(): Promise<User | null>;
  /** The access token for the backends; renews an expired one silently first. Null when nobody is signed in. */
  getAccessToken(): Promise<string | null>;
  /** The signed-in person's e-mail (the ID token's claim), for the e-mail code of the second factor. */
  getEmail(): Promise<string | null>;
  /** Starts the authorization-code redirect (with PKCE). */
  startSignIn(args: SigninRedirectArgs): Promise<void>;
  /**
   * Completes the redirect, popup or silent sign-in the current address answers. Resolves with the user after a
   * redirect; with null in a popup or the silent-renew frame, whose opener takes over.
   */
  completeSignIn(): Promise<User | null>;
  /** Forgets the user in this tab and revokes the refresh token if there is one. */
  signOutLocally(): Promise<void>;
  /**
   * Ends the sign-in at the identity provider too (RP-initiated logout with the ID token as `id_token_hint`, back to
   * `/login`): the provider's session is what a device verified without "remember this device" is trusted for, so
   * only ending it makes the next sign-in in this browser ask for the code again. The user is forgotten in this tab
   * before the browser leaves; the promise does not settle while it leaves, and rejects when the logout cannot
   * start (the provider unreachable), so the caller can sign out locally instead.
   */
  signOut(): Promise<void>;
}

/** Options of {@link createAuthService}. */
export interface AuthServiceOptions {
  config: RuntimeConfig;
  /** The portal's origin; callback addresses are built from it. */
  origin: string;
  /** Where oidc-client-ts keeps the user and the redirect state; the tab's session storage by default. */
  storage?: Storage;
  /** For tests: replaces the UserManager built from the configuration. */
  userManager?: UserManagerLike;
}

/**
 * Builds oidc-client-ts's settings from `/config.json`: authorization code with PKCE, silent renewal in a frame
 * (not inside that frame itself, which only hands its answer to the page).
 */
export function createUserManager(
  config: RuntimeConfig,
  origin: string,
  storage: Storage,
  { automaticSilentRenew = true }: { automaticSilentRenew?: boolean } = {},
): UserManager {
  const { identity } = config;
  return new UserManager({
    authority: identity.issuer,
    client_id: identity.clientId,
    redirect_uri: `${origin}${identity.redirectPath}`,
    popup_redirect_uri: `${origin}${identity.redirectPath}`,
    silent_redirect_uri: `${origin}${identity.silentRedirectPath}`,
    post_logout_redirect_uri: `${origin}${identity.postLogoutRedirectPath}`,
    scope: identity.scope,
    response_type: 'code',
    automaticSilentRenew,
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    revokeTokenTypes: ['refresh_token'],
  });
}

/**
 * Wraps the identity library: silent renewal in a hidden frame, and when that fails a popup sign-in as the fallback;
 * when both fail the next request's 401 ends the session the usual way.
 */
export function createAuthService(options: AuthServiceOptions): AuthService {
  const storage = options.storage ?? window.sessionStorage;
  const manager = options.userManager ?? createUserManager(options.config, options.origin, storage);

  manager.events.addSilentRenewError((error) => {
    console.info('Silent token renewal failed, trying a popup', error.message);
    manager.signinPopup().catch((popupError: unknown) => {
      console.info('Popup sign-in failed', popupError instanceof Error ? popupError.message : String(popupError));
    });
  });

  async function getUser(): Promise<User | null> {
    const user = await manager.getUser();
    return user && !user.expired ? user : null;
  }

  return {
    getUser,
    async getAccessToken() {
      const user = await manager.getUser();
      if (!user) return null;
      if (!user.expired) return user.access_token;
      try {
        const renewed = await manager.signinSilent();
        return renewed?.access_token ?? null;
      } catch {
        return user.access_token;
      }
    },
    async getEmail() {
      const user = await manager.getUser();
      const email = user?.profile.email;
      return typeof email === 'string' ? email : null;
    },
    startSignIn: (args) => manager.signinRedirect(args),
    async completeSignIn() {
      const user = await manager.signinCallback();
      return user ?? null;
    },
    async signOutLocally() {
      manager.stopSilentRenew();
      await manager.revokeTokens().catch(() => undefined);
      await manager.removeUser();
    },
    async signOut() {
      manager.stopSilentRenew();
      const user = await manager.getUser().catch(() => null);
      // The provider revokes the session's grant (and its refresh token) itself when the session ends.
      await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
    },
  };
}

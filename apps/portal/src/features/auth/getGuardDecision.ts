import { AUTH_PATHS, isSamePath } from './authPaths.ts';
import { isReturnTargetExcluded } from './isReturnTargetExcluded.ts';

/** What the route guard knows when the location changes. */
export interface GuardInput {
  pathname: string;
  search: string;
  /** The identity provider's user is present and not expired. */
  authenticated: boolean;
  /** The server asked for the second factor and it is not done. */
  mfaPending: boolean;
  /** User details and settings are loaded for this page load. */
  initiated: boolean;
}

/** What the guard does. */
export type GuardDecision =
  /** The callback, or the multi-factor screen while it is pending: render without the sign-in check. */
  | { kind: 'skip' }
  /** Nobody is signed in: log out and start the sign-in redirect, coming back to `target`. */
  | { kind: 'signIn'; target: string }
  /** Signed in, user details not loaded yet: load them before any screen renders. */
  | { kind: 'initiate' }
  | { kind: 'render' };

/** Whether the path skips the sign-in check: the callback always, the multi-factor screen while it is pending. */
export function shouldSkipSignInCheck(pathname: string, mfaPending: boolean): boolean {
  if (isSamePath(pathname, AUTH_PATHS.callback) || isSamePath(pathname, AUTH_PATHS.silentRenew)) return true;
  return mfaPending && isSamePath(pathname, AUTH_PATHS.multiFactor);
}

/** The address to come back to after signing in: the page asked for, or home when that page is excluded. */
export function getSignInTarget(pathname: string, search: string): string {
  if (isReturnTargetExcluded(pathname)) return '/';
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}`;
}

/** Decides what the guard does for one location, as a pure function so every branch is tested. */
export function getGuardDecision(input: GuardInput): GuardDecision {
  if (shouldSkipSignInCheck(input.pathname, input.mfaPending)) return { kind: 'skip' };
  if (!input.authenticated) return { kind: 'signIn', target: getSignInTarget(input.pathname, input.search) };
  if (!input.initiated) return { kind: 'initiate' };
  return { kind: 'render' };
}

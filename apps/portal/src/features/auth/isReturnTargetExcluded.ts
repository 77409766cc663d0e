import { AUTH_PATHS, isSamePath } from './authPaths.ts';

/**
 * Paths never remembered as the place to return to after sign-in and the second factor: the sign-in machinery
 * itself, since returning there would loop or sign the user out again.
 */
export const RETURN_TARGET_EXCLUDED_PATHS: readonly string[] = [
  AUTH_PATHS.login,
  AUTH_PATHS.callback,
  AUTH_PATHS.logout,
  AUTH_PATHS.multiFactor,
  AUTH_PATHS.silentRenew,
];

/** Whether a path (without its query) is on the excluded list. */
export function isReturnTargetExcluded(pathname: string): boolean {
  return RETURN_TARGET_EXCLUDED_PATHS.some((path) => isSamePath(pathname, path));
}

/** The portal's own paths that belong to signing in and out. */
export const AUTH_PATHS = {
  login: '/login',
  callback: '/callback',
  logout: '/logout',
  multiFactor: '/multiFactorAuthentication',
  silentRenew: '/silent-renew',
} as const;

/** Where a signed-in user lands by default: the client list. */
export const HOME_PATH = '/PatientList';

/** Compares paths the way the router matches them: without case and trailing slash. */
export function isSamePath(pathname: string, path: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === path.toLowerCase();
}

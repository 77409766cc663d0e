import { HOME_PATH } from '../auth/authPaths.ts';

/**
 * Where the page reloads after the user picks another organization: the same page, unless it is a client
 * page (the client belongs to the old organization), which goes home. A page's `organizationId` parameter is dropped,
 * since it would override the new choice.
 */
export function getOrganizationChangeTarget(pathname: string, search: string): string {
  if (/^\/client(\/|$)/i.test(pathname)) return HOME_PATH;
  const params = new URLSearchParams(search);
  params.delete('organizationId');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

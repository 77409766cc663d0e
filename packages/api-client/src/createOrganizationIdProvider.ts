/** Supplies the organization a request acts in; null when none is known yet. */
export type OrganizationIdProvider = () => number | string | null | undefined;

/** Reads the `organizationId` query parameter of a page address's search part; null when absent or not digits. */
export function readOrganizationIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('organizationId');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Options of `createOrganizationIdProvider`. */
export interface OrganizationIdProviderOptions {
  /** The organization the user selected (the session's selected organization). */
  getSelectedOrganizationId: OrganizationIdProvider;
  /** The page's search string; defaults to the browser's `location.search` (empty outside a browser). */
  getSearch?: () => string;
}

/**
 * The browser's organization provider: the page's `organizationId` query parameter wins over the selected
 * organization, so a shared link acts in the organization it names.
 */
export function createOrganizationIdProvider(options: OrganizationIdProviderOptions): OrganizationIdProvider {
  const getSearch =
    options.getSearch ?? (() => (globalThis as { location?: { search?: string } }).location?.search ?? '');
  return () => readOrganizationIdFromSearch(getSearch()) ?? options.getSelectedOrganizationId();
}

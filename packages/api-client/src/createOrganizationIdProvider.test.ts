import { describe, expect, it } from 'vitest';
import { createOrganizationIdProvider, readOrganizationIdFromSearch } from './createOrganizationIdProvider.ts';

describe('createOrganizationIdProvider', () => {
  it('reads organizationId from the search string, digits only', () => {
    expect(readOrganizationIdFromSearch('?organizationId=12&x=1')).toBe(12);
    expect(readOrganizationIdFromSearch('organizationId=12')).toBe(12);
    expect(readOrganizationIdFromSearch('?organizationId=abc')).toBeNull();
    expect(readOrganizationIdFromSearch('')).toBeNull();
  });

  it('prefers the page parameter, else the selected organization', () => {
    let search = '?organizationId=9';
    const provider = createOrganizationIdProvider({ getSelectedOrganizationId: () => 4, getSearch: () => search });
    expect(provider()).toBe(9);
    search = '';
    expect(provider()).toBe(4);
  });

  it('works outside a browser, where there is no location', () => {
    expect(createOrganizationIdProvider({ getSelectedOrganizationId: () => null })()).toBeNull();
  });
});

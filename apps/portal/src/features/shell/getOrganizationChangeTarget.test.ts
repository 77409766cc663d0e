import { describe, expect, it } from 'vitest';
import { getOrganizationChangeTarget } from './getOrganizationChangeTarget.ts';

describe('getOrganizationChangeTarget', () => {
  it('reloads the same page, keeping its query', () => {
    expect(getOrganizationChangeTarget('/Users', '?sort=name')).toBe('/Users?sort=name');
    expect(getOrganizationChangeTarget('/PatientList', '')).toBe('/PatientList');
  });

  it('goes home from a client page, whose client belongs to the old organization', () => {
    expect(getOrganizationChangeTarget('/client/12/calls', '')).toBe('/PatientList');
    expect(getOrganizationChangeTarget('/client', '')).toBe('/PatientList');
    expect(getOrganizationChangeTarget('/Client/3', '?x=1')).toBe('/PatientList');
  });

  it('drops an organizationId that would override the new choice', () => {
    expect(getOrganizationChangeTarget('/Users', '?organizationId=2&tab=a')).toBe('/Users?tab=a');
    expect(getOrganizationChangeTarget('/Users', '?organizationId=2')).toBe('/Users');
  });

  it('does not mistake other pages that start like client', () => {
    expect(getOrganizationChangeTarget('/clients-report', '')).toBe('/clients-report');
  });
});

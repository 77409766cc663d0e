import { describe, expect, it } from 'vitest';
import { createReturnTargetStore } from './createReturnTargetStore.ts';
import { isReturnTargetExcluded, RETURN_TARGET_EXCLUDED_PATHS } from './isReturnTargetExcluded.ts';
import { sanitizeReturnTarget } from './sanitizeReturnTarget.ts';

describe('isReturnTargetExcluded', () => {
  it('excludes the sign-in machinery, whatever the case or trailing slash', () => {
    expect(RETURN_TARGET_EXCLUDED_PATHS).toEqual([
      '/login',
      '/callback',
      '/logout',
      '/multiFactorAuthentication',
      '/silent-renew',
    ]);
    expect(isReturnTargetExcluded('/Login/')).toBe(true);
    expect(isReturnTargetExcluded('/multifactorauthentication')).toBe(true);
  });

  it('keeps every screen', () => {
    for (const path of ['/', '/PatientList', '/Users', '/client', '/client/3/edit', '/loginx']) {
      expect(isReturnTargetExcluded(path), path).toBe(false);
    }
  });
});

describe('sanitizeReturnTarget', () => {
  it('accepts paths of this origin with their query', () => {
    expect(sanitizeReturnTarget('/client/3/calls?organizationId=2')).toBe('/client/3/calls?organizationId=2');
  });

  it('refuses other sites, excluded paths and anything else', () => {
    for (const value of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'PatientList', '/logout?x=1', 3, null]) {
      expect(sanitizeReturnTarget(value), String(value)).toBeNull();
    }
  });
});

describe('createReturnTargetStore', () => {
  it('remembers the last page that is not excluded, for the tab', () => {
    const store = createReturnTargetStore(window.sessionStorage);
    store.remember('/Users?x=1');
    store.remember('/multiFactorAuthentication?phase=MFA_EMAIL');
    store.remember('//evil.test');
    expect(store.get()).toBe('/Users?x=1');
    expect(window.sessionStorage.getItem('carecall.returnTarget')).toBe('/Users?x=1');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('ignores a stored value that is not a safe target', () => {
    window.sessionStorage.setItem('carecall.returnTarget', 'https://evil.test');
    expect(createReturnTargetStore(window.sessionStorage).get()).toBeNull();
  });
});

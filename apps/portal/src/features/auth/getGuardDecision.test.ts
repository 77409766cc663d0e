import { describe, expect, it } from 'vitest';
import { type GuardInput, getGuardDecision, getSignInTarget, shouldSkipSignInCheck } from './getGuardDecision.ts';

const signedIn: GuardInput = {
  pathname: '/Users',
  search: '',
  authenticated: true,
  mfaPending: false,
  initiated: true,
};

describe('shouldSkipSignInCheck', () => {
  it('skips the callback (and the silent renewal frame) always', () => {
    expect(shouldSkipSignInCheck('/callback', false)).toBe(true);
    expect(shouldSkipSignInCheck('/silent-renew', false)).toBe(true);
  });

  it('skips the multi-factor screen only while the second factor is pending', () => {
    expect(shouldSkipSignInCheck('/multiFactorAuthentication', true)).toBe(true);
    expect(shouldSkipSignInCheck('/multiFactorAuthentication', false)).toBe(false);
    expect(shouldSkipSignInCheck('/multifactorauthentication/', true)).toBe(true);
  });

  it('checks every other route', () => {
    for (const path of ['/', '/PatientList', '/Users', '/client/12/calls', '/nowhere']) {
      expect(shouldSkipSignInCheck(path, true), path).toBe(false);
    }
  });
});

describe('getSignInTarget', () => {
  it('comes back to the page asked for, with its query', () => {
    expect(getSignInTarget('/client/12/calls', '?organizationId=2')).toBe('/client/12/calls?organizationId=2');
    expect(getSignInTarget('/Users', 'x=1')).toBe('/Users?x=1');
  });

  it('goes home instead of to the sign-in machinery', () => {
    expect(getSignInTarget('/logout', '')).toBe('/');
    expect(getSignInTarget('/multiFactorAuthentication', '?phase=MFA_EMAIL')).toBe('/');
  });
});

describe('getGuardDecision', () => {
  it('renders a signed-in, initiated session', () => {
    expect(getGuardDecision(signedIn)).toEqual({ kind: 'render' });
  });

  it('loads the user details before the first screen of a page load', () => {
    expect(getGuardDecision({ ...signedIn, initiated: false })).toEqual({ kind: 'initiate' });
  });

  it('sends a visitor to sign in, coming back to the page', () => {
    expect(getGuardDecision({ ...signedIn, authenticated: false, search: '?organizationId=2' })).toEqual({
      kind: 'signIn',
      target: '/Users?organizationId=2',
    });
  });

  it('lets the callback and a pending second factor through without a user', () => {
    expect(getGuardDecision({ ...signedIn, pathname: '/callback', authenticated: false })).toEqual({ kind: 'skip' });
    expect(
      getGuardDecision({
        ...signedIn,
        pathname: '/multiFactorAuthentication',
        authenticated: false,
        mfaPending: true,
        initiated: false,
      }),
    ).toEqual({ kind: 'skip' });
  });

  it('checks the multi-factor screen like any other once nothing is pending', () => {
    expect(getGuardDecision({ ...signedIn, pathname: '/multiFactorAuthentication', authenticated: false })).toEqual({
      kind: 'signIn',
      target: '/',
    });
  });
});

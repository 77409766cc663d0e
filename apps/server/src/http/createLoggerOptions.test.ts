import { describe, expect, it } from 'vitest';
import { redactUrl } from './createLoggerOptions.ts';

describe('redactUrl', () => {
  it('hides authorization codes, tokens and verifiers but keeps the rest of the address', () => {
    expect(redactUrl('/callback?code=abc123&state=xyz')).toBe('/callback?code=%5Bredacted%5D&state=xyz');
    expect(redactUrl('/lift_conference/?token=secret')).toBe('/lift_conference/?token=%5Bredacted%5D');
    expect(redactUrl('/api/user/patient?format=portal_search')).toBe('/api/user/patient?format=portal_search');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

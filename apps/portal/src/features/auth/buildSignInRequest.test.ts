import { describe, expect, it } from 'vitest';
import { buildSignInRequest, readSignInTarget } from './buildSignInRequest.ts';

describe('buildSignInRequest', () => {
  it('carries the target, the stored language, the device id and a forced login prompt', () => {
    expect(buildSignInRequest({ target: '/Users', locale: 'ja', deviceId: 'device-1' })).toEqual({
      state: { target: '/Users' },
      prompt: 'login',
      ui_locales: 'ja',
      extraQueryParams: { device_id: 'device-1' },
    });
  });

  it('goes without a device id when none could be had', () => {
    expect(buildSignInRequest({ target: '/', locale: 'en', deviceId: null })).not.toHaveProperty('extraQueryParams');
  });

  it('reads the target back from the round-tripped state', () => {
    expect(readSignInTarget({ target: '/client/3' })).toBe('/client/3');
    expect(readSignInTarget(undefined)).toBeNull();
    expect(readSignInTarget({ target: 3 })).toBeNull();
  });
});

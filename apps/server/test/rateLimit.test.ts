import { defineEndpoint } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MFA_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../src/http/rateLimitPolicies.ts';
import { registerEndpoint } from '../src/http/registerEndpoint.ts';
import { createTestApp } from './harness.ts';

function defineMfaProbe(name: string) {
  return defineEndpoint({
    id: `test.${name}`,
    service: 'therapy',
    method: 'POST',
    path: `/auth/mfa/${name}`,
    summary: 'Test: a second-factor path',
    auth: 'none',
    response: z.object({ ok: z.literal(true) }),
  });
}

const mfaProbe = defineMfaProbe('test-only');
const otherMfaProbe = defineMfaProbe('other-test-only');

describe('rate limits', () => {
  it('stop repeated sign-in attempts, across server instances sharing the database', async () => {
    const first = await createTestApp();
    const post = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/oidc/interaction/some-uid/login',
        payload: 'email=a%40demo.test&password=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (let attempt = 0; attempt < SIGN_IN_RATE_LIMIT.max; attempt += 1) {
      expect((await post(first.app)).statusCode).toBe(400);
    }
    const limited = await post(first.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', isLogout: false });

    const second = await createTestApp({ keepData: true });
    expect((await post(second.app)).statusCode).toBe(429);
  });

  it('apply to every /auth/mfa endpoint of the contract', async () => {
    const testApp = await createTestApp({
      build: { registerRoutes: (app) => registerEndpoint(app, mfaProbe, () => ({ ok: true as const })) },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= MFA_RATE_LIMIT.max; attempt += 1) {
      statuses.push((await testApp.app.inject({ method: 'POST', url: '/api/auth/mfa/test-only' })).statusCode);
    }
    expect(statuses.slice(0, MFA_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('count the second-factor routes together: spreading attempts over several buys nothing', async () => {
    const testApp = await createTestApp({
      build: {
        registerRoutes: (app) => {
          registerEndpoint(app, mfaProbe, () => ({ ok: true as const }));
          registerEndpoint(app, otherMfaProbe, () => ({ ok: true as const }));
        },
      },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= MFA_RATE_LIMIT.max; attempt += 1) {
      const url = attempt % 2 === 0 ? '/api/auth/mfa/test-only' : '/api/auth/mfa/other-test-only';
      statuses.push((await testApp.app.inject({ method: 'POST', url })).statusCode);
    }
    expect(statuses.slice(0, MFA_RATE_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address keeps its own budget.
    const fresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/test-only',
      remoteAddress: '10.9.8.7',
    });
    expect(fresh.statusCode).toBe(200);
  });
});

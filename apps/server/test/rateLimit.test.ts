import { defineEndpoint } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MFA_RATE_LIMIT, SIGN_IN_RATE_LIMIT } from '../src/http/rateLimitPolicies.ts';
import { registerEndpoint } from '../src/http/registerEndpoint.ts';
import { createTestApp } from './harness.ts';

const mfaProbe = defineEndpoint({
  id: 'test.mfaProbe',
  service: 'therapy',
  method: 'POST',
  path: '/auth/mfa/test-only',
  summary: 'Test: a second-factor path',
  auth: 'none',
  response: z.object({ ok: z.literal(true) }),
});

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
});

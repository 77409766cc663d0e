import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';
import { createPatient } from './patientRequests.ts';

describe('response headers', () => {
  it('declare JSON on every JSON answer, the settings too', async () => {
    const testApp = await createTestApp();
    const operator = await testApp.signIn('operator@demo.test');
    for (const url of ['/api/user/settings', '/api/user/auth', '/api/user/patient']) {
      const response = await operator.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('forbid any cache from keeping answers to signed-in callers, errors included', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const patientId = await createPatient(operator, demoCare);
    const answers = [
      await operator.inject({ method: 'GET', url: '/api/user/patient' }),
      await operator.inject({ method: 'GET', url: `/api/user/patient/${patientId}` }),
      await operator.inject({ method: 'GET', url: `/api/user/patient/${patientId}/diagnosis` }),
      await operator.inject({ method: 'GET', url: '/api/user/settings' }),
      await operator.inject({ method: 'GET', url: '/api/user/patient/999999' }),
      await operator.inject({ method: 'PUT', url: `/api/user/patient/${patientId}`, payload: {} }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 404, 400]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
    // Public addresses whose answers hold nothing of anyone may be cached as before.
    const version = await testApp.app.inject({ method: 'GET', url: '/version.json' });
    expect(version.headers['cache-control']).not.toBe(undefined);
  });

  it('carry a permissions policy: the microphone for the portal itself, no other powerful feature', async () => {
    const testApp = await createTestApp();
    for (const url of ['/config.json', '/healthz', '/api/user/patient', '/oidc/.well-known/openid-configuration']) {
      const policy = String((await testApp.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy, url).toContain('microphone=(self)');
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('geolocation=()');
    }
  });

  it('keep the provider’s discovery document on the configured address whatever Host the request claims', async () => {
    const testApp = await createTestApp();
    const issuer = testApp.services.config.identity.issuer;
    const origin = new URL(issuer).origin;
    for (const headers of [
      { host: 'evil.example:8080' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/oidc/.well-known/openid-configuration',
        headers,
      });
      expect(response.statusCode).toBe(200);
      const discovery = response.json<Record<string, unknown>>();
      expect(discovery.issuer).toBe(issuer);
      const addresses = Object.entries(discovery).filter(
        ([key]) => key.endsWith('_endpoint') || key === 'jwks_uri' || key === 'issuer',
      );
      expect(addresses.length).toBeGreaterThan(4);
      for (const [key, value] of addresses) {
        expect(new URL(String(value)).origin, key).toBe(origin);
      }
      expect(response.body).not.toContain('evil.example');
    }
  });
});

import { defineEndpoint } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type EndpointContext, registerEndpoint } from '../src/http/registerEndpoint.ts';
import { createTestApp } from './harness.ts';

/** A test endpoint that answers who called it, in which organization. */
const whoAmI = defineEndpoint({
  id: 'test.whoAmI',
  service: 'therapy',
  method: 'GET',
  path: '/test-only/who-am-i',
  summary: 'Test: the caller',
  auth: 'user',
  response: z.object({ email: z.string(), organizationId: z.number().nullable() }),
});

/** An admin-only test endpoint. */
const adminOnly = defineEndpoint({
  id: 'test.adminOnly',
  service: 'bot',
  method: 'GET',
  path: '/test-only/admin',
  summary: 'Test: admins only',
  auth: 'user',
  minRole: 151,
  response: z.object({ ok: z.literal(true) }),
});

/** A second-factor-level test endpoint: a token is enough. */
const beforeSecondFactor = defineEndpoint({
  id: 'test.mfa',
  service: 'therapy',
  method: 'GET',
  path: '/test-only/mfa',
  summary: 'Test: reachable before the second factor',
  auth: 'mfa',
  response: z.object({ email: z.string(), organizationId: z.number().nullable() }),
});

function createApp() {
  return createTestApp({
    build: {
      registerRoutes(app) {
        const describeCaller = (_input: unknown, { requireAuth }: EndpointContext) => {
          const auth = requireAuth();
          return { email: auth.user.email, organizationId: auth.organizationId };
        };
        registerEndpoint(app, whoAmI, describeCaller);
        registerEndpoint(app, beforeSecondFactor, describeCaller);
        registerEndpoint(app, adminOnly, () => ({ ok: true as const }));
        app.get(
          '/conference/test-only/plain',
          { preParsing: app.authenticate({ auth: 'user', minRole: 151 }) },
          async (request) => ({ email: request.auth?.user.email }),
        );
      },
    },
  });
}

describe('organizations', () => {
  it('default to the user default organization when no organization-id header is sent', async () => {
    const testApp = await createApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({ method: 'GET', url: '/api/test-only/who-am-i' });
    expect(response.json()).toEqual({ email: 'operator@demo.test', organizationId: demoCare });
  });

  it('answer 403 for an organization that is not the user’s', async () => {
    const testApp = await createApp();
    const north = await testApp.organizationId('Demo Care North');
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({ method: 'GET', url: '/api/test-only/who-am-i', organizationId: north });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ORGANIZATION_FORBIDDEN' });
    const unknown = await operator.inject({ method: 'GET', url: '/api/test-only/who-am-i', organizationId: 99999 });
    expect(unknown.statusCode).toBe(403);
    const malformed = await operator.inject({ method: 'GET', url: '/api/test-only/who-am-i', organizationId: 'x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('let an admin of a parent act in its children, never a child’s admin in the parent', async () => {
    const testApp = await createApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const statusOf = async (email: string, organizationId: number) =>
      (await (await testApp.signIn(email)).inject({ method: 'GET', url: '/api/test-only/who-am-i', organizationId }))
        .statusCode;
    expect(await statusOf('admin@demo.test', north)).toBe(200);
    expect(await statusOf('north-admin@demo.test', north)).toBe(200);
    expect(await statusOf('north-admin@demo.test', demoCare)).toBe(403);
    expect(await statusOf('super@demo.test', demoCare)).toBe(200);
    expect(await statusOf('super@demo.test', north)).toBe(200);
    expect(await statusOf('agent@demo.test', north)).toBe(403);
  });
});

describe('roles', () => {
  it('answer 403 below the endpoint’s minimum role', async () => {
    const testApp = await createApp();
    const operator = await testApp.signIn('operator@demo.test');
    const denied = await operator.inject({ method: 'GET', url: '/bot/test-only/admin' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const email of ['admin@demo.test', 'north-admin@demo.test', 'super@demo.test']) {
      expect(
        (await (await testApp.signIn(email)).inject({ method: 'GET', url: '/bot/test-only/admin' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('routes outside the contract', () => {
  it('use the same rules through app.authenticate', async () => {
    const testApp = await createApp();
    const operator = await testApp.signIn('operator@demo.test');
    expect((await operator.inject({ method: 'GET', url: '/conference/test-only/plain' })).statusCode).toBe(403);
    const admin = await testApp.signIn('admin@demo.test');
    const allowed = await admin.inject({ method: 'GET', url: '/conference/test-only/plain' });
    expect(allowed.json()).toEqual({ email: 'admin@demo.test' });
    expect((await testApp.app.inject({ method: 'GET', url: '/conference/test-only/plain' })).statusCode).toBe(401);
  });
});

describe('the second factor', () => {
  it('is required on user endpoints until the device is trusted, with the phase in the code', async () => {
    const testApp = await createApp();
    const operator = await testApp.signIn('operator@demo.test', { trustDevice: false });
    const needsCode = await operator.inject({ method: 'GET', url: '/api/test-only/who-am-i' });
    expect(needsCode.statusCode).toBe(401);
    expect(needsCode.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED', phoneNumber: '+1-********03' });

    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    const needsPhone = await newcomer.inject({ method: 'GET', url: '/api/test-only/who-am-i' });
    expect(needsPhone.statusCode).toBe(401);
    expect(needsPhone.json()).toMatchObject({ code: 'MFA_PHONE_NUMBER_REQUIRED' });
    expect(needsPhone.json()).not.toHaveProperty('phoneNumber');
  });

  it('is not required on mfa endpoints, which are tied to no organization', async () => {
    const testApp = await createApp();
    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    const response = await newcomer.inject({ method: 'GET', url: '/api/test-only/mfa' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'new@demo.test', organizationId: null });
  });

  it('binds trust to the device: another device id of the same user is asked again', async () => {
    const testApp = await createApp();
    const operator = await testApp.signIn('operator@demo.test');
    const elsewhere = await operator.inject({
      method: 'GET',
      url: '/api/test-only/who-am-i',
      headers: { 'device-id': 'another-browser' },
    });
    expect(elsewhere.json()).toMatchObject({ code: 'MFA_CODE_IS_REQUIRED' });
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/test-only/who-am-i',
      headers: { authorization: `Bearer ${operator.accessToken}` },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'DEVICE_ID_REQUIRED' });
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalVersionSchema } from '@carecall/api-client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { runtimeConfigSchema } from '../src/routes/runtimeConfigSchema.ts';
import { createTestApp } from './harness.ts';

describe('operational routes', () => {
  it('GET /healthz answers ok when the database answers, 503 when it does not', async () => {
    const testApp = await createTestApp();
    const healthy = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok', database: 'ok' });

    testApp.services.database.ping = async () => {
      throw new Error('connection refused');
    };
    const sick = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(sick.statusCode).toBe(503);
    expect(sick.json()).toEqual({ status: 'unavailable', database: 'unavailable' });
  });

  it('GET /config.json tells the portal its identity provider, backends and environment', async () => {
    const testApp = await createTestApp({ env: { LOGO_URL: 'https://cdn.example/logo.svg' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    const config = runtimeConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      environment: 'demo',
      identity: {
        issuer: 'http://localhost:3000/oidc',
        clientId: 'carecall-portal',
        audience: 'urn:carecall:api',
        redirectPath: '/callback',
      },
      baseUrls: { therapy: '/api', bot: '/bot', conference: '/conference' },
      logo: 'https://cdn.example/logo.svg',
    });
  });

  it('GET /version.json answers the deployed version, uncached', async () => {
    const testApp = await createTestApp({ env: { APP_VERSION: '1.2.590' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/version.json' });
    expect(portalVersionSchema.parse(response.json())).toEqual({ version: '1.2.590' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /openapi.json documents the contract endpoints from their zod schemas, and /docs browses it', async () => {
    const testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const generate = document.paths['/api/generateDeviceId'].get;
    expect(generate.operationId).toBe('sessionGenerateDeviceId');
    expect(generate.responses['200'].content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['deviceId'],
    });
    expect(document.paths['/api/test'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths).some((key) => key.startsWith('/oidc'))).toBe(false);

    const docs = await testApp.app.inject({ method: 'GET', url: '/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('session routes of the contract', () => {
  it('GET /api/generateDeviceId answers a fresh id without a token', async () => {
    const testApp = await createTestApp();
    const first = await testApp.app.inject({ method: 'GET', url: '/api/generateDeviceId' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/generateDeviceId' });
    expect(first.statusCode).toBe(200);
    expect(first.json().deviceId).toMatch(/^[\w-]{20,}$/);
    expect(first.json().deviceId).not.toBe(second.json().deviceId);
  });

  it('GET /api/test sets the date header from the server clock', async () => {
    const fixed = new Date('2030-01-02T03:04:05Z');
    const testApp = await createTestApp({ build: { now: () => fixed } });
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({ method: 'GET', url: '/api/test?t=1700000000000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.date).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
  });
});

describe('security headers and CORS', () => {
  it('send a content security policy that allows only the portal’s own scripts', async () => {
    const testApp = await createTestApp();
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow cross-origin calls only from configured origins', async () => {
    const testApp = await createTestApp({ env: { CORS_ORIGINS: 'http://localhost:5173' } });
    const preflight = (origin: string) =>
      testApp.app.inject({
        method: 'OPTIONS',
        url: '/api/test',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,device-id,organization-id',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('organization-id');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('send HSTS and upgrade requests when the public address is https', async () => {
    const testApp = await createTestApp({ env: { PUBLIC_URL: 'https://carecall.example.com' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('the portal', () => {
  it('is served with a single-page fallback when built, never for API paths or missing files', async () => {
    const portalDir = await mkdtemp(path.join(tmpdir(), 'carecall-portal-'));
    onTestFinished(() => rm(portalDir, { recursive: true, force: true }));
    await mkdir(path.join(portalDir, 'assets'));
    await writeFile(path.join(portalDir, 'index.html'), '<!doctype html><title>CareCall portal</title>');
    await writeFile(path.join(portalDir, 'assets', 'app-1a2b.js'), 'console.log(1)');
    const testApp = await createTestApp({ env: { PORTAL_DIR: portalDir } });
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('CareCall portal');
    const deepLink = await get('/client/12/calls');
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('CareCall portal');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toContain('immutable');

    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    expect((await get('/api/unknown')).json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect((await get('/bot/unknown')).statusCode).toBe(404);
    // The demo's browser phone is a portal screen under the server's `/dev` prefix; the rest of `/dev` is the server's.
    expect((await get('/dev/phone')).body).toContain('CareCall portal');
    expect((await get('/dev/unknown')).statusCode).toBe(404);
  });

  it('is absent without a build: the API still runs and / answers 404', async () => {
    const testApp = await createTestApp();
    expect(testApp.app.startInfo.portalServed).toBe(false);
    expect((await testApp.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
  });
});

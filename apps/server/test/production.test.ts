import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/queryRows.ts';
import { createTestApp } from './harness.ts';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://carecall@db.invalid/carecall',
  PUBLIC_URL: 'https://carecall.example.com',
  OIDC_ISSUER: 'https://id.example.com',
  OIDC_AUDIENCE: 'https://api.carecall.example.com',
  OIDC_CLIENT_ID: 'portal',
};

describe('production mode', () => {
  it('refuses to start without an external database and identity provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION_ENV, DATABASE_URL: '' }, [])).toThrow(/DATABASE_URL is required/);
    expect(() => loadConfig({ ...PRODUCTION_ENV, NODE_ENV: '', OIDC_ISSUER: '' }, ['--production'])).toThrow(
      /OIDC_ISSUER, OIDC_AUDIENCE and OIDC_CLIENT_ID are required/,
    );
  });

  it('answers 404 on /dev/* and never seeds demo data', async () => {
    // An empty database, as a new production deployment has.
    const empty = await createTestApp();
    await empty.services.db.execute(sql`truncate users, organizations, seed_runs, server_secrets cascade`);
    await empty.close();

    const testApp = await createTestApp({ env: PRODUCTION_ENV, keepData: true });
    expect(testApp.config.production).toBe(true);
    expect(testApp.app.startInfo.seededSteps).toEqual([]);
    const [counts] = await queryRows<{ users: number }>(
      testApp.services.db,
      sql`select count(*)::int as users from users`,
    );
    expect(counts?.users).toBe(0);

    const token = await testApp.app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'x@demo.test' } });
    expect(token.statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    // No built-in provider either: identity is the external issuer's.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' })).statusCode,
    ).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({
      environment: 'production',
      identity: { issuer: 'https://id.example.com', clientId: 'portal' },
      // No demo phone page: client numbers never ring a browser in production.
      voice: { provider: 'local', devPhone: false },
    });
    // The browser-phone socket stays for admins' dry runs, which ring the admin's own line; it refuses client numbers.
    expect(testApp.app.hasRoute({ method: 'GET', url: '/conference/devphone' })).toBe(true);
    expect(testApp.app.hasRoute({ method: 'GET', url: '/conference/voice' })).toBe(true);
  });
});

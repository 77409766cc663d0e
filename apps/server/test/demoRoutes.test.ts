import { describe, expect, it } from 'vitest';
import { DEMO_EXPOSURE_CONSENT, DEMO_EXPOSURE_VARIABLE } from '../src/config.ts';
import { DEMO_ACCOUNTS } from '../src/demo/demoAccounts.ts';
import { formatDemoBanner } from '../src/demo/formatDemoBanner.ts';
import { createTestApp } from './harness.ts';
import { createLogCapture } from './logCapture.ts';

describe('demo mode', () => {
  it('seeds the organizations and accounts of the conventions', async () => {
    const testApp = await createTestApp();
    const users = await testApp.services.db.query.users.findMany({ orderBy: (table, { asc }) => asc(table.id) });
    const organizations = await testApp.services.db.query.organizations.findMany();
    expect(organizations.map(({ name }) => name).sort()).toEqual(['Demo Care', 'Demo Care North']);
    const demoCare = organizations.find(({ name }) => name === 'Demo Care');
    expect(organizations.find(({ name }) => name === 'Demo Care North')?.parentId).toBe(demoCare?.id);
    expect(users.map(({ email, role, isLiftOperator }) => ({ email, role, isLiftOperator }))).toEqual(
      DEMO_ACCOUNTS.map(({ email, role, isLiftOperator }) => ({ email, role, isLiftOperator })),
    );
    expect(users.filter((user) => user.phoneNumber === null).map(({ email }) => email)).toEqual(['new@demo.test']);
    expect(users.every((user) => user.passwordHash?.startsWith('scrypt$'))).toBe(true);
  });

  it('warns loudly at start, in the log and the banner, when allowed to listen on the network', async () => {
    const logs = createLogCapture();
    const testApp = await createTestApp({
      env: { HOST: '0.0.0.0', [DEMO_EXPOSURE_VARIABLE]: DEMO_EXPOSURE_CONSENT, LOG_LEVEL: 'warn' },
      build: { logger: true, logStream: logs.stream },
    });
    const warning = logs.lines().find((line) => String(line.msg).startsWith('DEMO MODE IS OPEN TO THE NETWORK'));
    expect(warning).toMatchObject({ level: 40, host: '0.0.0.0' });
    expect(warning?.msg).toContain('anyone who reaches this server can sign in as any demo user');
    expect(formatDemoBanner(testApp.config, false)).toContain('WARNING: listening on 0.0.0.0');

    const local = createLogCapture();
    const localApp = await createTestApp({
      env: { LOG_LEVEL: 'warn' },
      build: { logger: true, logStream: local.stream },
    });
    expect(local.text()).not.toContain('OPEN TO THE NETWORK');
    expect(formatDemoBanner(localApp.config, false)).not.toContain('WARNING');
  });

  it('POST /dev/token issues a token for a seeded user and refuses others', async () => {
    const testApp = await createTestApp();
    const unknown = await testApp.app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'x@demo.test' } });
    expect(unknown.statusCode).toBe(404);
    const invalid = await testApp.app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'nope' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields[0].path).toBe('email');
    const issued = await testApp.app.inject({
      method: 'POST',
      url: '/dev/token',
      payload: { email: 'agent@demo.test', deviceId: 'my-script' },
    });
    expect(issued.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600, device_id: 'my-script' });
  });

  it('GET /dev/outbox lists what the outbox sender "sent", newest first, with the code', async () => {
    const testApp = await createTestApp();
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json()).toEqual([]);
    await testApp.services.sender.sendSms('+1-2025550103', 'Your CareCall code is 123456');
    await testApp.services.sender.sendEmail('admin@demo.test', 'Your code', 'Code: 654321', { code: '654321' });
    const outbox = (await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).json();
    expect(outbox).toMatchObject([
      { channel: 'email', recipient: 'admin@demo.test', subject: 'Your code', code: '654321' },
      { channel: 'sms', recipient: '+1-2025550103', body: 'Your CareCall code is 123456', code: '123456' },
    ]);
    const filtered = await testApp.app.inject({ method: 'GET', url: '/dev/outbox?recipient=admin%40demo.test' });
    expect(filtered.json()).toHaveLength(1);
  });
});

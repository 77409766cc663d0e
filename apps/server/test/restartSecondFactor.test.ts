import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_ENV } from './harness.ts';

async function token(app: FastifyInstance, email: string, deviceId?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/dev/token',
    payload: { email, trustDevice: false, ...(deviceId ? { deviceId } : {}) },
  });
  return response.json<{ access_token: string; device_id: string }>();
}

function call(app: FastifyInstance, auth: { access_token: string; device_id: string }, url: string, payload?: object) {
  return app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { authorization: `Bearer ${auth.access_token}`, 'device-id': auth.device_id },
    ...(payload ? { payload } : {}),
  });
}

describe('a restart on the same PGlite data directory', () => {
  it('keeps a remembered device and the audit entries of the second factor', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'carecall-mfa-restart-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir }, []);

    const first = await buildApp(config, { logger: false, demoRecordings: false });
    const operator = await token(first, 'operator@demo.test');
    expect((await call(first, operator, '/api/auth/mfa/sendCode')).statusCode).toBe(200);
    const [message] = (await first.inject({ method: 'GET', url: '/dev/outbox' })).json();
    const verified = await call(first, operator, '/api/auth/mfa/verifyCode', {
      code: message.code,
      rememberDevice: true,
    });
    expect(verified.statusCode).toBe(200);
    await first.close();

    const second = await buildApp(config, { logger: false, demoRecordings: false });
    onTestFinished(() => second.close());
    expect(second.startInfo.seededSteps).toEqual([]);
    // A new token on the remembered device goes straight in.
    const again = await token(second, 'operator@demo.test', operator.device_id);
    expect((await call(second, again, '/api/user/auth/')).statusCode).toBe(200);

    // The admin reading the log passes the second factor on the restarted server like anyone else.
    const adminSession = await token(second, 'admin@demo.test');
    expect((await call(second, adminSession, '/api/auth/mfa/sendCode')).statusCode).toBe(200);
    const [adminMessage] = (
      await second.inject({ method: 'GET', url: '/dev/outbox?recipient=%2B1-2025550102' })
    ).json();
    await call(second, adminSession, '/api/auth/mfa/verifyCode', { code: adminMessage.code });
    const audit = (await call(second, adminSession, '/api/admin/audit?pageSize=200')).json();
    const operatorEntries = audit.entries
      .filter((entry: { user_email: string }) => entry.user_email === 'operator@demo.test')
      .map((entry: { action: string }) => entry.action);
    expect(operatorEntries).toEqual(['mfa_device_remembered', 'mfa_verified', 'mfa_code_sent']);
  }, 120_000);
});

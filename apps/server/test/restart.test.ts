import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { DEMO_SEED_STEPS } from '../src/demo/seedDemoData.ts';
import { loadProviderSecrets } from '../src/identity/builtin/loadProviderSecrets.ts';
import { createBrowserSession, createPkce, getFreePort, locationOf } from './browserSession.ts';
import { TEST_ENV } from './harness.ts';

describe('a restart on the same PGlite data directory', () => {
  it('loses nothing acknowledged: users, keys, devices, messages and sign-in sessions survive', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'carecall-data-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const port = await getFreePort();
    const base = `http://127.0.0.1:${port}`;
    const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base }, []);
    expect(config.database).toEqual({ kind: 'pglite', dataDir });

    // First start: an empty directory is migrated and seeded.
    const first = await buildApp(config, { logger: false, demoRecordings: false });
    expect(first.startInfo.seededSteps).toEqual(DEMO_SEED_STEPS.map((step) => step.name));
    await first.listen({ port, host: '127.0.0.1' });
    const { signingKeys } = await loadProviderSecrets(first.services.db);
    const issued = await first.inject({ method: 'POST', url: '/dev/token', payload: { email: 'super@demo.test' } });
    const { access_token: accessToken, device_id: deviceId } = issued.json();
    await first.services.sender.sendSms('+1-2025550101', 'Your CareCall code is 246810');

    const browser = createBrowserSession(base);
    const authorize = (prompt?: string) => {
      const params = new URLSearchParams({
        client_id: 'carecall-portal',
        redirect_uri: `${base}/callback`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: createPkce().challenge,
        code_challenge_method: 'S256',
        ...(prompt ? { prompt } : {}),
      });
      return `${base}/oidc/auth?${params}`;
    };
    const interaction = locationOf(await browser.get(authorize()), base);
    await browser.get(interaction);
    let next = locationOf(
      await browser.postForm(`${interaction}/login`, { email: 'super@demo.test', password: 'demo-password' }),
      base,
    );
    while (!next.startsWith(`${base}/callback`)) next = locationOf(await browser.get(next), base);
    expect(new URL(next).searchParams.get('code')).toBeTruthy();
    await first.close();

    // Second start on the same directory: nothing is seeded again and everything acknowledged is still there.
    const second = await buildApp(config, { logger: false, demoRecordings: false });
    onTestFinished(() => second.close());
    expect(second.startInfo.seededSteps).toEqual([]);
    await second.listen({ port, host: '127.0.0.1' });
    expect((await loadProviderSecrets(second.services.db)).signingKeys).toEqual(signingKeys);
    expect(await second.services.db.query.users.findMany()).toHaveLength(6);

    const call = await fetch(`${base}/api/test`, {
      headers: { authorization: `Bearer ${accessToken}`, 'device-id': deviceId },
    });
    expect(call.status).toBe(200);
    const outbox = await (await fetch(`${base}/dev/outbox`)).json();
    expect(outbox).toMatchObject([{ code: '246810' }]);

    let silent = locationOf(await browser.get(authorize('none')), base);
    while (!silent.startsWith(`${base}/callback`)) silent = locationOf(await browser.get(silent), base);
    const callback = new URL(silent);
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toBeTruthy();
  }, 120_000);
});

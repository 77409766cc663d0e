import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@carecall/server/app';
import { loadConfig } from '@carecall/server/config';

/** A demo-mode CareCall server listening on a free local port, for tests that run commands against it. */
export interface TestServer {
  url: string;
  /** A token and trusted device of a seeded user (`POST /dev/token`), as command options. */
  signIn(email: string): Promise<string[]>;
  /** The id of a seeded organization. */
  organizationId(name: string): Promise<number>;
  /** Calls the server directly, as the given user options, to arrange or check what a command did. */
  request(path: string, credentials: string[], init?: RequestInit & { organizationId?: number }): Promise<Response>;
  close(): Promise<void>;
}

function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real server (`buildApp`) in demo mode on a fresh PGlite data directory — migrated and seeded like a
 * first `pnpm start` — on a free port whose address is also its public address, so recording addresses work.
 */
export async function startTestServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'carecall-cli-server-'));
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PORTAL_DIR: '/nonexistent/carecall-portal',
    },
    [],
  );
  // The CLI's commands never play a recording: starting without the demo recordings keeps start and close quick.
  const app = await buildApp(config, { logger: false, demoRecordings: false });
  await app.listen({ port, host: '127.0.0.1' });
  const credentialHeaders = (credentials: string[]) => ({
    authorization: `Bearer ${credentials[credentials.indexOf('--token') + 1]}`,
    'device-id': credentials[credentials.indexOf('--device-id') + 1] ?? '',
  });
  const signIn = async (email: string): Promise<string[]> => {
    const response = await fetch(`${url}/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const body = (await response.json()) as { access_token: string; device_id: string };
    return ['--server', url, '--token', body.access_token, '--device-id', body.device_id];
  };
  const request: TestServer['request'] = (path, credentials, init = {}) => {
    const { organizationId, ...rest } = init;
    return fetch(`${url}${path}`, {
      ...rest,
      headers: {
        ...credentialHeaders(credentials),
        ...(organizationId === undefined ? {} : { 'organization-id': String(organizationId) }),
        ...(rest.headers as Record<string, string> | undefined),
      },
    });
  };
  return {
    url,
    signIn,
    request,
    async organizationId(name) {
      const response = await request('/api/user/auth/', await signIn('super@demo.test'));
      const { organizations } = (await response.json()) as { organizations: { id: number; name: string }[] };
      const found = organizations.find((organization) => organization.name === name);
      if (!found) throw new Error(`no organization named ${name}`);
      return found.id;
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import { type ConsoleLike, formatConsoleMessage, installConsoleForwarding } from './installConsoleForwarding.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer(() => ({ body: { ok: true } }));
});

afterEach(async () => {
  await server.close();
});

/** A console whose methods forwarding will wrap, and the original spies behind them. */
function createConsole() {
  const spies = { info: vi.fn(), debug: vi.fn(), error: vi.fn(), log: vi.fn(), warn: vi.fn() };
  return { target: { ...spies }, spies };
}

/**
 * Gives any further forward a moment to reach the server. What is checked after it is an absence (nothing more was
 * sent), which no condition can be awaited for, so this is a short fixed wait.
 */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('installConsoleForwarding', () => {
  it('forwards info, debug and error to POST /user/logger once a token exists, and still prints them', async () => {
    const { target, spies } = createConsole();
    const client = createApiClient({ origin: server.origin, getAccessToken: () => 'token-abc' });
    installConsoleForwarding(target as unknown as ConsoleLike, client);

    target.info('saved', { id: 4 });
    target.debug('render took', 12, 'ms');
    target.error(new Error('boom'));
    target.log('not forwarded');
    target.warn('not forwarded either');
    const requests = await server.waitForRequests(3);
    await settle();

    expect(requests).toHaveLength(3);
    expect(requests.every((request) => request.url.pathname === '/api/user/logger')).toBe(true);
    expect(requests.every((request) => request.headers.authorization === 'Bearer token-abc')).toBe(true);
    const bodies = requests.map((request) => JSON.parse(request.text));
    expect(bodies).toContainEqual({ level: 'info', message: 'saved {"id":4}' });
    expect(bodies).toContainEqual({ level: 'debug', message: 'render took 12 ms' });
    expect(bodies.find((body) => body.level === 'error')?.message).toMatch(/^Error: boom\n/);
    expect(spies.info).toHaveBeenCalledWith('saved', { id: 4 });
  });

  it('forwards nothing before a token exists', async () => {
    const { target, spies } = createConsole();
    const client = createApiClient({ origin: server.origin, getAccessToken: () => null });
    installConsoleForwarding(target as unknown as ConsoleLike, client);

    target.info('before sign-in');
    target.error('still before sign-in');
    await settle();

    expect(server.requests).toHaveLength(0);
    expect(spies.error).toHaveBeenCalledTimes(1);
  });

  it('never forwards again when the logger call itself fails', async () => {
    server.handle(() => ({ status: 500, body: { error: 'logger down' } }));
    const { target, spies } = createConsole();
    const onError = vi.fn((error: unknown) => target.error('request failed', error));
    const client = createApiClient({ origin: server.origin, getAccessToken: () => 'token-abc', onError });
    installConsoleForwarding(target as unknown as ConsoleLike, client);

    target.error('first failure');
    await server.waitForRequests(1);
    await settle();

    expect(server.requests).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
    expect(spies.error).toHaveBeenCalledTimes(1);
  });

  it('does not forward console output produced while forwarding starts', async () => {
    const { target } = createConsole();
    const client = createApiClient({
      origin: server.origin,
      getAccessToken: () => {
        target.debug('token provider speaking');
        return 'token-abc';
      },
    });
    installConsoleForwarding(target as unknown as ConsoleLike, client);

    target.info('one message');
    await server.waitForRequests(1);
    await settle();

    expect(server.requests.map((request) => JSON.parse(request.text).message)).toEqual(['one message']);
  });

  it('restores the console when uninstalled', async () => {
    const { target, spies } = createConsole();
    const client = createApiClient({ origin: server.origin, getAccessToken: () => 'token-abc' });
    const uninstall = installConsoleForwarding(target as unknown as ConsoleLike, client);

    uninstall();
    target.info('after uninstall');
    await settle();

    expect(target.info).toBe(spies.info);
    expect(server.requests).toHaveLength(0);
  });
});

describe('formatConsoleMessage', () => {
  it('joins arguments, survives circular values and caps the length', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatConsoleMessage(['a', 1, null, undefined, circular])).toBe('a 1 null undefined [object Object]');
    expect(formatConsoleMessage(['x'.repeat(20_000)])).toHaveLength(10_000);
  });
});

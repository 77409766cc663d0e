import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import { debounceTokenFetch, TOKEN_DEBOUNCE_MS } from './debounceTokenFetch.ts';
import { endpoints } from './endpoints.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

describe('debounceTokenFetch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches on the leading edge and shares that promise for 1000 ms, with no trailing fetch', async () => {
    let issued = 0;
    const fetchToken = vi.fn(async () => `token-${++issued}`);
    const getToken = debounceTokenFetch(fetchToken);

    const first = getToken();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOKEN_DEBOUNCE_MS - 1);
    const second = getToken();
    expect(second).toBe(first);
    await expect(Promise.all([first, second])).resolves.toEqual(['token-1', 'token-1']);

    vi.advanceTimersByTime(1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await expect(getToken()).resolves.toBe('token-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('does not share a failed fetch', async () => {
    const fetchToken = vi.fn().mockRejectedValueOnce(new Error('login required')).mockResolvedValue('token-ok');
    const getToken = debounceTokenFetch(fetchToken);

    await expect(getToken()).rejects.toThrow('login required');
    await expect(getToken()).resolves.toBe('token-ok');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('turns a provider that throws synchronously into a rejection, and empty tokens into null', async () => {
    const throwing = debounceTokenFetch(() => {
      throw new Error('no session');
    });
    await expect(throwing()).rejects.toThrow('no session');
    await expect(debounceTokenFetch(() => '')()).resolves.toBeNull();
  });

  it('takes an injected scheduler and wait', async () => {
    const timers: (() => void)[] = [];
    const fetchToken = vi.fn(() => 'token');
    const getToken = debounceTokenFetch(fetchToken, {
      waitMs: 50,
      scheduler: { setTimeout: (callback) => timers.push(callback), clearTimeout: () => undefined },
    });

    await getToken();
    await getToken();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    for (const timer of timers) timer();
    await getToken();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });
});

describe('createApiClient token debounce', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer(() => ({ body: { tags: [] } }));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await server.close();
  });

  it('asks the token once per 1000 ms window across requests', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let issued = 0;
    const getAccessToken = vi.fn(() => `token-${++issued}`);
    const client = createApiClient({ origin: server.origin, getAccessToken });

    await client.call(endpoints.tagsList);
    vi.advanceTimersByTime(TOKEN_DEBOUNCE_MS - 1);
    await client.call(endpoints.tagsList);
    vi.advanceTimersByTime(1);
    await client.call(endpoints.tagsList);

    expect(getAccessToken).toHaveBeenCalledTimes(2);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});

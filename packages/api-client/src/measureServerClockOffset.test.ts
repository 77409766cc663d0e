import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './createApiClient.ts';
import { measureServerClockOffset } from './measureServerClockOffset.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

function createClock(...times: number[]): () => number {
  return () => {
    const next = times.shift();
    if (next === undefined) throw new Error('clock read too often');
    return next;
  };
}

describe('measureServerClockOffset', () => {
  it('compares the date header with the midpoint of the round trip, busting caches', async () => {
    server.handle(() => ({ headers: { date: 'Sun, 01 Mar 2026 10:00:31 GMT' }, body: { ok: true } }));
    const sentAt = Date.parse('2026-03-01T10:00:00.000Z');
    const client = createApiClient({ origin: server.origin, getAccessToken: () => 'token-abc' });

    const offset = await measureServerClockOffset(client, { now: createClock(sentAt, sentAt + 2000) });

    expect(offset).toBe(30_000);
    expect(server.requests[0]?.url.pathname).toBe('/api/test');
    expect(server.requests[0]?.url.searchParams.get('t')).toBe(String(sentAt));
  });

  it('gives a negative offset when the server is behind', async () => {
    server.handle(() => ({ headers: { date: 'Sun, 01 Mar 2026 09:59:00 GMT' }, body: { ok: true } }));
    const sentAt = Date.parse('2026-03-01T10:00:00.000Z');
    const client = createApiClient({ origin: server.origin });

    await expect(measureServerClockOffset(client, { now: createClock(sentAt, sentAt) })).resolves.toBe(-60_000);
  });

  it('rejects with MISSING_DATE_HEADER when the date cannot be read', async () => {
    server.handle(() => ({ headers: { date: 'not a date' }, body: { ok: true } }));
    const client = createApiClient({ origin: server.origin });

    await expect(measureServerClockOffset(client)).rejects.toMatchObject({ code: 'MISSING_DATE_HEADER' });
  });
});

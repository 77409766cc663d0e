import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './harness.ts';
import { until } from './until.ts';

describe('the client list in the coding the browser accepts', () => {
  it('answers the same list compressed as it answers plain, and says it varies by Accept-Encoding', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const read = (acceptEncoding?: string) =>
      operator.inject({
        method: 'GET',
        url: '/api/user/patient',
        organizationId: demoCare,
        ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
      });
    const plain = await read();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const list = plain.json<{ patients: unknown[] }>();
    expect(list.patients.length).toBeGreaterThanOrEqual(40);

    // The codings are made in the background after the list is built; until then the answer is plain.
    let brotli = await read('gzip, deflate, br');
    await until(
      async () => {
        brotli = await read('gzip, deflate, br');
        return brotli.headers['content-encoding'] === 'br';
      },
      { what: 'the brotli coding of the list' },
    );
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(list);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(list);

    const refused = await read('br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(list);
  });
});

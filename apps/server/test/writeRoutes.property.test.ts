import { type Endpoint, endpointList, fillPath, getEndpointPath } from '@carecall/api-client';
import { fc } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnservedEndpoints } from '../src/routes/registerContractRoutes.ts';
import { createTestApp } from './harness.ts';

/** Replayable: change only together with a note of why. */
const SEED = 20_250_611;
const RUNS_PER_ROUTE = 40;

/** Every contract endpoint that takes a JSON body; routes added later are covered without touching this file. */
const writeEndpoints = endpointList.filter(
  (endpoint) => endpoint.body !== undefined && endpoint.bodyType !== 'multipart',
);

/** The top-level field names the endpoint's body declares, so generated objects hit real fields with wrong values. */
function declaredFields(endpoint: Endpoint): string[] {
  if (!endpoint.body) return [];
  try {
    const schema = z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      items?: { properties?: Record<string, unknown> };
    };
    return Object.keys(schema.properties ?? schema.items?.properties ?? {});
  } catch {
    return [];
  }
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Raw texts no generator builds by itself: prototype pollution attempts, malformed and non-object JSON. */
const RAW_BODIES = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '[{"__proto__":{"polluted":true}}]',
  '[]',
  '"text"',
  '123',
  'null',
  'true',
  '{"unterminated":',
  '{}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
];

function bodyArbitrary(endpoint: Endpoint): fc.Arbitrary<string> {
  const fields = declaredFields(endpoint);
  const junk: fc.Arbitrary<unknown> = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', '0', '-1', 'null', 'NaN', '1e309', '\u0000', '<script>', "'; drop table users; --"),
    fc.constant('x'.repeat(120_000)),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.nat(60).map((depth) => JSON.parse(`${'{"n":'.repeat(depth)}0${'}'.repeat(depth)}`)),
  );
  const key = fc.oneof(
    ...(fields.length > 0 ? [fc.constantFrom(...fields)] : []),
    fc.constantFrom(...POLLUTION_KEYS),
    fc.string({ maxLength: 12 }),
  );
  const object = fc.dictionary(key, junk, { maxKeys: 8 });
  return fc.oneof(
    { weight: 5, arbitrary: object.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: junk.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.array(object, { maxLength: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES) },
  );
}

/** A path with every `:param` filled by a plausible id, so validation of the body is what the request tests. */
function samplePath(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '');
  return getEndpointPath({
    ...endpoint,
    path: fillPath(endpoint.path, Object.fromEntries(names.map((name) => [name, 1]))),
  });
}

describe('every contract write route, fed generated JSON bodies', () => {
  for (const endpoint of writeEndpoints) {
    it(`${endpoint.id} answers 2xx or a 4xx JSON error, never 5xx`, async () => {
      const testApp = await createTestApp();
      // The app refuses to build with a contract endpoint unserved, so every write route is fed here.
      expect(findUnservedEndpoints(testApp.app, [endpoint])).toEqual([]);
      const superAdmin = await testApp.signIn('super@demo.test');
      const path = samplePath(endpoint);
      let request = 0;
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(endpoint), async (payload) => {
          request += 1;
          const response = await superAdmin.inject({
            method: endpoint.method,
            url: path,
            payload,
            headers: { 'content-type': 'application/json' },
            // A new client address per request, so the per-address rate limits of /auth/mfa do not hide the route.
            remoteAddress: `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`,
          });
          expect(response.statusCode, `${endpoint.id} ${payload.slice(0, 200)}\n${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type']).toContain('application/json');
            const body = response.json();
            expect(typeof body.error).toBe('string');
            expect(body.error.length).toBeGreaterThan(0);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });
  }
});

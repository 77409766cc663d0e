import { performance } from 'node:perf_hooks';
import { toSaveBody } from '@carecall/graph-core';
import { generateQuestionnaire } from '@carecall/graph-core/testing';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { bench, describe } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { createDatabaseName, runAdminStatement, withDatabaseName } from '../test/testDatabaseTemplate.ts';

/**
 * Saving a 1,000-vertex questionnaire (graph-core's generator: every non-frame kind and ask type) over real HTTP, one
 * save after another, each based on the version the previous one answered: body validation, schema, preparation,
 * save validation, lint, reference checks, the compare-and-set and the revision. Runs on PGlite, or on PostgreSQL
 * when BENCH_DATABASE_URL names a server. Prints p50 and p95; the target is under 300 ms.
 */
const VERTICES = 1_000;
const ITERATIONS = 40;
const WARM_UP_SAVES = 5;
const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || null;

let app: FastifyInstance;
let url: string;
let headers: Record<string, string>;
let scratchDatabase: string | null = null;
let body: ReturnType<typeof toSaveBody> & { version?: number };
const latencies: number[] = [];

async function openBenchDatabase(): Promise<Database> {
  if (!serverUrl) return wrapPglite(await PGlite.create());
  scratchDatabase = createDatabaseName('carecall_bench');
  await runAdminStatement(serverUrl, `create database "${scratchDatabase}"`);
  return wrapPostgresPool(new pg.Pool({ connectionString: withDatabaseName(serverUrl, scratchDatabase), max: 10 }));
}

async function saveOnce(): Promise<number> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body: payload });
  const answer = (await response.json()) as { id?: number; version?: number };
  const elapsed = performance.now() - started;
  if (response.status !== 200 || answer.id === undefined) {
    throw new Error(`save answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
  body = { ...body, id: answer.id, version: answer.version };
  return elapsed;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

describe(`questionnaire save, ${VERTICES.toLocaleString('en-US')} vertices (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let ready: Promise<void> | null = null;
  const setUp = async () => {
    const config = loadConfig(
      { PORT: '3000', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent' },
      [],
    );
    app = await buildApp(config, { logger: false, database: await openBenchDatabase() });
    const token = await app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'admin@demo.test' } });
    const { access_token: accessToken, device_id: deviceId } = token.json<{
      access_token: string;
      device_id: string;
    }>();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/bot/questionnaire`;
    headers = { authorization: `Bearer ${accessToken}`, 'device-id': deviceId, 'content-type': 'application/json' };
    body = toSaveBody({ ...generateQuestionnaire({ vertices: VERTICES }), id: -1 });
    for (let index = 0; index < WARM_UP_SAVES; index += 1) await saveOnce();
  };

  const tearDown = async () => {
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `POST /bot/questionnaire, ${body.questionnaire.nodes.length} vertices and ${body.questionnaire.edges.length} edges, ` +
        `${sorted.length} saves: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (target < 300 ms)`,
    );
    await app?.close();
    if (serverUrl && scratchDatabase)
      await runAdminStatement(serverUrl, `drop database if exists "${scratchDatabase}" with (force)`);
  };

  bench(
    'POST /bot/questionnaire (replace, based on the current version)',
    async () => {
      latencies.push(await saveOnce());
    },
    {
      iterations: ITERATIONS,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      // tinybench calls setup before warm-up and before the run: the app is built once.
      setup: async () => {
        ready ??= setUp();
        await ready;
      },
      teardown: async (_task, mode) => {
        if (mode === 'run') await tearDown();
      },
    },
  );
});

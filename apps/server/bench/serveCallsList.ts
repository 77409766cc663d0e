import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { createDatabaseName, runAdminStatement, withDatabaseName } from '../test/testDatabaseTemplate.ts';
import { seedBenchCalls } from './seedBenchCalls.ts';

/**
 * The server side of the calls-list load benchmark, in its own process as in production: a demo app on PGlite (or on
 * a scratch database of BENCH_DATABASE_URL) whose first Demo Care client with calls has exactly BENCH_CALLS calls
 * (`seedBenchCalls`), listening on a free port. Prints one line, `{ base, headers, organizationId, patientId }`, once
 * ready; ends on SIGTERM, dropping the scratch database and the data directory.
 */
const callCount = Number(process.env.BENCH_CALLS ?? 200);
const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
let scratchDatabase: string | null = null;

async function openBenchDatabase(): Promise<Database> {
  if (!serverUrl) return wrapPglite(await PGlite.create());
  scratchDatabase = createDatabaseName('carecall_bench');
  await runAdminStatement(serverUrl, `create database "${scratchDatabase}"`);
  return wrapPostgresPool(new pg.Pool({ connectionString: withDatabaseName(serverUrl, scratchDatabase), max: 10 }));
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'carecall-calls-list-bench-'));
const config = loadConfig(
  {
    PORT: '3000',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    PORTAL_DIR: '/nonexistent',
    DATA_DIR: dataDir,
  },
  [],
);
const app = await buildApp(config, {
  logger: false,
  demoRecordings: false,
  speech: null,
  database: await openBenchDatabase(),
});
const { organizationId, patientId } = await seedBenchCalls(app.services.db, {
  count: callCount,
  operatorEmail: 'operator@demo.test',
  recordingKey: 'calls/bench.wav',
  recordingBytes: 48_000_000,
});
const token = await app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'operator@demo.test' } });
const { access_token: accessToken, device_id: deviceId } = token.json<{ access_token: string; device_id: string }>();
const address = await app.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', async () => {
  await app.close();
  if (serverUrl && scratchDatabase)
    await runAdminStatement(serverUrl, `drop database if exists "${scratchDatabase}" with (force)`);
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});

process.stdout.write(
  `${JSON.stringify({
    base: address,
    headers: {
      authorization: `Bearer ${accessToken}`,
      'device-id': deviceId,
      'organization-id': String(organizationId),
    },
    organizationId,
    patientId,
  })}\n`,
);

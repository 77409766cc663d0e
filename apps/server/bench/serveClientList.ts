import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { queryRows } from '../src/db/queryRows.ts';
import { organizations } from '../src/db/schema/index.ts';
import { createDatabaseName, runAdminStatement, withDatabaseName } from '../test/testDatabaseTemplate.ts';
import { seedBenchClients } from './seedBenchClients.ts';

/**
 * The server side of the client-list benchmark, in its own process as in production: a demo app on PGlite (or on a
 * scratch database of BENCH_DATABASE_URL), BENCH_CLIENTS clients in one organization, listening on a free port.
 * Prints one line, `{ base, headers, organizationId, demoOrganizationId }` (the bench organization and Demo Care,
 * both the operator's), once ready; ends on SIGTERM, dropping the scratch database.
 */
const clients = Number(process.env.BENCH_CLIENTS ?? 10_000);
const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
let scratchDatabase: string | null = null;

async function openBenchDatabase(): Promise<Database> {
  if (!serverUrl) return wrapPglite(await PGlite.create());
  scratchDatabase = createDatabaseName('carecall_bench');
  await runAdminStatement(serverUrl, `create database "${scratchDatabase}"`);
  return wrapPostgresPool(new pg.Pool({ connectionString: withDatabaseName(serverUrl, scratchDatabase), max: 10 }));
}

const config = loadConfig(
  { PORT: '3000', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', PORTAL_DIR: '/nonexistent' },
  [],
);
const app = await buildApp(config, { logger: false, database: await openBenchDatabase() });
const organizationId = await seedBenchClients(app.services.db, clients, 'operator@demo.test');
const token = await app.inject({ method: 'POST', url: '/dev/token', payload: { email: 'operator@demo.test' } });
const { access_token: accessToken, device_id: deviceId } = token.json<{ access_token: string; device_id: string }>();
const [demoCare] = await queryRows<{ id: number }>(
  app.services.db,
  sql`select id from ${organizations} where name = 'Demo Care'`,
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });

process.once('SIGTERM', async () => {
  await app.close();
  if (serverUrl && scratchDatabase)
    await runAdminStatement(serverUrl, `drop database if exists "${scratchDatabase}" with (force)`);
  process.exit(0);
});

process.stdout.write(
  `${JSON.stringify({
    base: address,
    headers: { authorization: `Bearer ${accessToken}`, 'device-id': deviceId },
    organizationId,
    demoOrganizationId: demoCare?.id,
  })}\n`,
);

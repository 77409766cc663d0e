import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../src/db/migrateDatabase.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { seedDemoData } from '../src/demo/seedDemoData.ts';
import { loadProviderSecrets } from '../src/identity/builtin/loadProviderSecrets.ts';
import { createDatabaseName, getTestDatabaseUrl, runAdminStatement, withDatabaseName } from './testDatabaseTemplate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump, migrated and seeded, that each test file loads. */
    pgliteSnapshotPath: string;
    /** A migrated and seeded PostgreSQL database each test file copies, when TEST_DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  await seedDemoData(database);
  await loadProviderSecrets(database.db);
}

/**
 * Migrates and seeds once per run: a PGlite snapshot always, and a PostgreSQL template database when
 * TEST_DATABASE_URL is set, so no test pays for a cold start, migrations or password hashing.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = await PGlite.create();
  await prepare(wrapPglite(engine, { ownsClient: false }));
  const snapshot = await engine.dumpDataDir('none');
  await engine.close();
  const snapshotPath = path.join(tmpdir(), `carecall-server-test-${process.pid}.tar`);
  await writeFile(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);

  const serverUrl = getTestDatabaseUrl();
  let template: string | null = null;
  if (serverUrl) {
    template = createDatabaseName('carecall_tmpl');
    await runAdminStatement(serverUrl, `create database "${template}"`);
    const pool = new pg.Pool({ connectionString: withDatabaseName(serverUrl, template), max: 2 });
    await prepare(wrapPostgresPool(pool));
    await pool.end();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    await rm(snapshotPath, { force: true });
    if (serverUrl && template) await runAdminStatement(serverUrl, `drop database if exists "${template}" with (force)`);
  };
}

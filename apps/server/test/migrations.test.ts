import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../src/db/migrateDatabase.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { queryRows } from '../src/db/queryRows.ts';
import { DEMO_SEED_STEPS, seedDemoData } from '../src/demo/seedDemoData.ts';
import { createDatabaseName, getTestDatabaseUrl, runAdminStatement, withDatabaseName } from './testDatabaseTemplate.ts';

const EXPECTED_TABLES = [
  'audit_log',
  'bot_call_attempts',
  'bot_call_requests',
  'call_analyses',
  'call_answers',
  'call_notes',
  'call_questions',
  'call_recordings',
  'call_runs',
  'call_transcriptions',
  'calls',
  'devices',
  'diagnoses',
  'hints',
  'jobs',
  'mfa_codes',
  'oidc_payloads',
  'organization_scheduler_diagnosis_questionnaires',
  'organization_scheduler_questionnaires',
  'organization_settings',
  'organizations',
  'outbox_messages',
  'parameter_keys',
  'patient_diagnoses',
  'patient_phones',
  'patient_schedules',
  'patient_tags',
  'patients',
  'questionnaire_revisions',
  'questionnaire_tags',
  'questionnaires',
  'rate_limits',
  'recording_contents',
  'recordings',
  'scheduled_bot_calls',
  'scheduler_calls',
  'scheduler_plans',
  'scheduler_shift_versions',
  'scheduler_shifts',
  'seed_runs',
  'server_secrets',
  'transcript_categories',
  'user_organizations',
  'users',
];

async function listTables(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((row) => row.name);
}

async function expectMigratesAndSeedsOnce(database: Database): Promise<void> {
  await migrateDatabase(database);
  expect(await listTables(database)).toEqual(EXPECTED_TABLES);
  // A second start finds nothing to do, as every restart does.
  await migrateDatabase(database);
  expect(await seedDemoData(database)).toEqual(DEMO_SEED_STEPS.map((step) => step.name));
  expect(await seedDemoData(database)).toEqual([]);
  const [counts] = await queryRows<{ users: number; organizations: number }>(
    database.db,
    sql`select (select count(*)::int from users) as users, (select count(*)::int from organizations) as organizations`,
  );
  expect(counts).toEqual({ users: 6, organizations: 2 });
}

describe('migrations', () => {
  it('apply to a fresh PGlite database, then seed the demo once', async () => {
    const database = wrapPglite(await PGlite.create());
    try {
      await expectMigratesAndSeedsOnce(database);
    } finally {
      await database.close();
    }
  });

  const serverUrl = getTestDatabaseUrl();
  it.skipIf(!serverUrl)('apply to a fresh PostgreSQL database, then seed the demo once', async () => {
    if (!serverUrl) return;
    const name = createDatabaseName('carecall_migrate');
    await runAdminStatement(serverUrl, `create database "${name}"`);
    const database = wrapPostgresPool(new pg.Pool({ connectionString: withDatabaseName(serverUrl, name) }));
    try {
      // Two instances starting at once: the advisory lock lets one migrate while the other waits.
      const other = wrapPostgresPool(new pg.Pool({ connectionString: withDatabaseName(serverUrl, name) }));
      await Promise.all([migrateDatabase(database), migrateDatabase(other)]);
      await other.close();
      await expectMigratesAndSeedsOnce(database);
    } finally {
      await database.close();
      await runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`);
    }
  });
});

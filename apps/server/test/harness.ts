import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject, onTestFinished } from 'vitest';
import type { AppServices } from '../src/AppServices.ts';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, wrapPglite, wrapPostgresPool } from '../src/db/openDatabase.ts';
import { organizations } from '../src/db/schema/index.ts';
import { captureDatabaseState, type DatabaseState, restoreDatabaseState } from './databaseState.ts';
import { createDatabaseName, getTestDatabaseUrl, runAdminStatement, withDatabaseName } from './testDatabaseTemplate.ts';

/** Which database engine this run's tests use. */
export type TestDatabaseKind = 'pglite' | 'postgres';

/** PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export const testDatabaseKind: TestDatabaseKind = getTestDatabaseUrl() ? 'postgres' : 'pglite';

/** One engine per test file, loaded once from the run's snapshot and rewound before each test. */
interface TestEngine {
  open(): Database;
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function startPgliteEngine(): Promise<TestEngine> {
  const snapshot = await readFile(inject('pgliteSnapshotPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  const shared = wrapPglite(client, { ownsClient: false });
  const state = await captureDatabaseState(shared.db);
  return {
    open: () => wrapPglite(client, { ownsClient: false }),
    reset: () => restoreDatabaseState(shared.db, state),
    close: () => client.close(),
  };
}

async function startPostgresEngine(serverUrl: string): Promise<TestEngine> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is set but the global setup prepared no template database');
  const name = createDatabaseName('carecall_test');
  await runAdminStatement(serverUrl, `create database "${name}" template "${template}"`);
  const url = withDatabaseName(serverUrl, name);
  const adminPool = new pg.Pool({ connectionString: url, max: 2 });
  const shared = wrapPostgresPool(adminPool, { ownsClient: false });
  const state: DatabaseState = await captureDatabaseState(shared.db);
  return {
    open: () => wrapPostgresPool(new pg.Pool({ connectionString: url, max: 5 })),
    reset: () => restoreDatabaseState(shared.db, state),
    async close() {
      await adminPool.end();
      await runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

let engine: Promise<TestEngine> | null = null;

function getEngine(): Promise<TestEngine> {
  if (!engine) {
    const serverUrl = getTestDatabaseUrl();
    engine = serverUrl ? startPostgresEngine(serverUrl) : startPgliteEngine();
  }
  return engine;
}

/**
 * Starts the file's database (PGlite from the snapshot, or a copy of the PostgreSQL template) ahead of its tests, for
 * a `beforeAll`: the start is several seconds of CPU, which then counts against the hook's limit rather than the first
 * test's, so a machine busy with other work does not fail that test by time.
 */
export async function startTestDatabase(): Promise<void> {
  await getEngine();
}

afterAll(async () => {
  if (engine) await (await engine).close();
  engine = null;
});

/** The environment every test app starts from: demo mode, quiet logs, a fixed public address. */
export const TEST_ENV: Readonly<Record<string, string>> = {
  PORT: '3000',
  // Files (recordings, speech) of this run's test apps go to a folder of this process, never to ./data.
  DATA_DIR: path.join(tmpdir(), `carecall-server-test-data-${process.pid}`),
  PUBLIC_URL: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  PORTAL_DIR: '/nonexistent/carecall-portal',
};

/** Options of {@link createTestApp}. */
export interface TestAppOptions {
  /** Environment variables on top of {@link TEST_ENV}. */
  env?: Record<string, string>;
  argv?: string[];
  build?: Omit<BuildAppOptions, 'database'>;
  /** Keep the data of the previous test instead of rewinding to the seeded snapshot. */
  keepData?: boolean;
}

/** A demo user signed in for a test: token and trusted device, and requests that carry them. */
export interface TestSession {
  accessToken: string;
  deviceId: string;
  /** `app.inject` with Authorization and device-id set; `organizationId` adds the organization-id header. */
  inject(options: InjectOptions & { organizationId?: number | string }): Promise<LightMyRequestResponse>;
}

/** A fresh app on a freshly rewound database, closed automatically when the test ends. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  services: AppServices;
  /** Signs a seeded user in through `POST /dev/token`. */
  signIn(email: string, options?: { trustDevice?: boolean; deviceId?: string }): Promise<TestSession>;
  /** The id of a seeded organization by name. */
  organizationId(name: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Builds the app for one test on the file's database engine (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * rewound to the migrated and seeded snapshot, in about a tenth of a second.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testEngine = await getEngine();
  if (!options.keepData) await testEngine.reset();
  const config = loadConfig({ ...TEST_ENV, ...options.env }, options.argv ?? []);
  const app = await buildApp(config, {
    logger: false,
    demoRecordings: false,
    demoSchedulerDay: false,
    // The start-up pass that plans every client's bot calls takes about 0.4 s of the one database connection on the
    // seeded demo and plans nothing there; tests of planning ask for it or call it themselves.
    planBotCalls: false,
    ...options.build,
    database: testEngine.open(),
  });
  await app.ready();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
  };
  onTestFinished(close);

  return {
    app,
    config,
    services: app.services,
    async signIn(email, signInOptions = {}) {
      const response = await app.inject({ method: 'POST', url: '/dev/token', payload: { email, ...signInOptions } });
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
      const { access_token: accessToken, device_id: deviceId } = response.json<{
        access_token: string;
        device_id: string;
      }>();
      return {
        accessToken,
        deviceId,
        inject({ organizationId, headers, ...request }) {
          return app.inject({
            ...request,
            headers: {
              authorization: `Bearer ${accessToken}`,
              'device-id': deviceId,
              ...(organizationId === undefined ? {} : { 'organization-id': String(organizationId) }),
              ...headers,
            },
          });
        },
      };
    },
    async organizationId(name) {
      const [row] = await app.services.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.name, name));
      if (!row) throw new Error(`no organization named ${name}`);
      return row.id;
    },
    close,
  };
}

import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { countIssuedStatements } from './countIssuedStatements.ts';
import { lockDataDirectory } from './lockDataDirectory.ts';
import * as schema from './schema/index.ts';

/** The tables the application queries, typed once for both drivers. */
export type Schema = typeof schema;

/** The query builder application code uses; the same on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A query builder typed for its driver, for the few things that differ between drivers (migrations). */
export type DriverDb =
  | { kind: 'pglite'; db: PgliteDatabase<Schema> }
  | { kind: 'postgres'; db: NodePgDatabase<Schema> };

/**
 * An open database: the embedded PGlite or a PostgreSQL pool behind one query builder, so every module runs
 * unchanged on both.
 */
export interface Database {
  readonly kind: DriverDb['kind'];
  readonly db: Db;
  /**
   * Runs `work` on one connection while holding a PostgreSQL advisory lock, so several server instances starting
   * together migrate and seed one at a time.
   */
  withLock<T>(lockKey: number, work: (db: Db, driverDb: DriverDb) => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * How many statements this process has issued on the database, where no other process writes to it and statements
   * run one at a time (PGlite); null where other connections or instances may write (PostgreSQL). A cache that finds
   * the count moved by exactly its own statement since it last checked knows that nothing else has run since.
   */
  issuedStatements(): number | null;
  close(): Promise<void>;
}

/** Options for wrapping an existing client, used by tests that own the engine. */
export interface WrapOptions {
  /** Whether `close()` also closes the client; false when the caller reuses it. */
  ownsClient?: boolean;
  /** Runs after the client is closed, e.g. to release the data directory's lock. */
  afterClose?: () => void;
}

/** Wraps an open PGlite engine. */
export function wrapPglite(client: PGlite, { ownsClient = true, afterClose }: WrapOptions = {}): Database {
  const statements = countIssuedStatements(client);
  const db = drizzlePglite({ client, schema, logger: statements.logger });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    // PGlite has a single connection, so the session lock is exclusive within it. No other process opens the same
    // data directory: PGlite does not lock it, so `openDatabase` holds `lockDataDirectory` while it is open.
    async withLock(lockKey, work) {
      await db.execute(sql`select pg_advisory_lock(${lockKey})`);
      try {
        return await work(db as unknown as Db, { kind: 'pglite', db });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${lockKey})`);
      }
    },
    async ping() {
      await client.query('select 1');
    },
    issuedStatements: statements.count,
    async close() {
      try {
        if (ownsClient && !client.closed) await client.close();
      } finally {
        afterClose?.();
      }
    },
  };
}

/** Wraps a node-postgres pool. */
export function wrapPostgresPool(pool: pg.Pool, { ownsClient = true }: WrapOptions = {}): Database {
  // An idle connection the server closes (restart, failover) is dropped and replaced by the pool; without a
  // listener its error event would end the process.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async withLock(lockKey, work) {
      const connection = await pool.connect();
      try {
        const lockedDb = drizzleNodePostgres({ client: connection, schema });
        await connection.query('select pg_advisory_lock($1)', [lockKey]);
        try {
          return await work(lockedDb as unknown as Db, { kind: 'postgres', db: lockedDb });
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        connection.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    issuedStatements: () => null,
    async close() {
      if (ownsClient) await pool.end();
    },
  };
}

/**
 * Opens the configured database: PGlite under its data directory, or a pool to the PostgreSQL server. The data
 * directory is locked for as long as it is open; another process holding it throws `DataDirectoryLockedError`.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10, application_name: 'carecall-server' });
    return wrapPostgresPool(pool);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const lock = await lockDataDirectory(config.dataDir);
  try {
    const client = await PGlite.create({ dataDir: config.dataDir });
    return wrapPglite(client, { afterClose: () => lock.release() });
  } catch (error) {
    lock.release();
    throw error;
  }
}

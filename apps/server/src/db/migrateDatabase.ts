import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './openDatabase.ts';

/** The folder drizzle-kit writes migrations into (`pnpm db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Advisory lock key held while migrating; any constant shared by all instances works. */
const MIGRATION_LOCK_KEY = 4_841_819;

/**
 * Applies pending migrations on either driver, one instance at a time, so a fresh database and a database from an
 * older release both end up on the current schema at start.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withLock(MIGRATION_LOCK_KEY, async (_db, driverDb) => {
    const config = { migrationsFolder: MIGRATIONS_FOLDER };
    if (driverDb.kind === 'pglite') await migratePglite(driverDb.db, config);
    else await migrateNodePostgres(driverDb.db, config);
  });
}

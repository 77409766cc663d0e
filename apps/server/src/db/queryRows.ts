import type { SQL } from 'drizzle-orm';
import type { Db } from './openDatabase.ts';

/**
 * Runs raw SQL and returns its rows on either driver: both PGlite and node-postgres answer `{ rows }`, but the shared
 * query builder type cannot know that.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

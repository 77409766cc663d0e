import type { Db } from './openDatabase.ts';

/**
 * Runs `work` in one transaction on either driver and hands it the shared query builder type, so modules written
 * against `Db` run inside it unchanged; a throw rolls everything back.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

import type { Logger } from 'drizzle-orm';

/** Per engine, not per wrapper: two apps on one PGlite (a test's second instance) see each other's statements. */
const issuedByEngine = new WeakMap<object, { count: number }>();

/** A count of the statements issued on one engine, and the drizzle logger that keeps it. */
export interface IssuedStatements {
  /** Pass as drizzle's `logger`: it is told of every statement before the statement is sent. */
  logger: Logger;
  count(): number;
}

/**
 * Counts every statement the query builder issues on an engine, reads included, whichever wrapper issues it. On
 * PGlite, whose single connection runs statements one at a time in the order they were issued and whose data
 * directory only this process opens, an unchanged count means nothing at all has run on the database since, which
 * lets a cache skip re-checking what it read (see `Database.issuedStatements`).
 */
export function countIssuedStatements(engine: object): IssuedStatements {
  let issued = issuedByEngine.get(engine);
  if (!issued) {
    issued = { count: 0 };
    issuedByEngine.set(engine, issued);
  }
  const counter = issued;
  return {
    logger: {
      logQuery() {
        counter.count += 1;
      },
    },
    count: () => counter.count,
  };
}

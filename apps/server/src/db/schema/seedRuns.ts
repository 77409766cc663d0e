import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which demo seed steps already ran, so each runs once per database even when new steps are added later. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

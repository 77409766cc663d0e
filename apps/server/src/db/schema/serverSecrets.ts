import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets the server generates once and every instance shares: the identity provider's signing and cookie keys. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

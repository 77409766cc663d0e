import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A browser a user passed the second factor on; it is trusted while `remembered_until` lies ahead, for every token
 * when remembered (`session_id` null), else only for tokens of the sign-in session it was verified in.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    rememberedUntil: timestamp('remembered_until', { withTimezone: true }),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('devices_user_device_idx').on(table.userId, table.deviceId)],
);

import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, read as a Buffer on both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of uploaded recordings for the database storage, so every server instance serves every recording and
 * backups hold them; another `RecordingStorage` (an object store) can replace this table without touching routes.
 */
export const recordingContents = pgTable('recording_contents', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

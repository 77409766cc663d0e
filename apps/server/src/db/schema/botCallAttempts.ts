import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { calls } from './calls.ts';

/**
 * Each dial attempt of a bot call, in order: which worker placed it, when, and how it ended. An attempt whose worker
 * stopped mid-call is closed by the next worker that takes the call, as `failed` with end reason `interrupted`.
 */
export const botCallAttempts = pgTable(
  'bot_call_attempts',
  {
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    workerId: text('worker_id').notNull(),
    /** The attempt's last status; final once `ended_at` is set. */
    status: text('status').notNull(),
    endReason: text('end_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.callId, table.attempt] })],
);

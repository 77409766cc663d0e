import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Background work that must survive a restart: a row per job, claimed by one worker at a time with
 * `FOR UPDATE SKIP LOCKED`, held by a lease (`locked_until`) its worker keeps extending, retried with backoff until
 * `max_attempts`. A job whose worker died is claimed again once its lease has run out. `unique_key` keeps one waiting
 * job per subject (e.g. one analysis per call), so asking twice does not do the work twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    uniqueKey: text('unique_key'),
    /** `queued`, `running`, `done` or `failed` (attempts used up). */
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt, table.id),
    uniqueIndex('jobs_waiting_unique_idx').on(table.kind, table.uniqueKey).where(sql`${table.status} = 'queued'`),
    check('jobs_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

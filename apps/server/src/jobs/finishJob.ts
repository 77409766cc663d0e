import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';
import type { ClaimedJob } from './claimJob.ts';

/** The first retry waits this long; each further one twice as long as the one before, up to `MAX_BACKOFF_MS`. */
export const BASE_BACKOFF_MS = 5_000;
export const MAX_BACKOFF_MS = 10 * 60_000;

/** How long a job waits after its `attempts`-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
}

/** Marks a held job done; false when the worker no longer held it (its lease ran out and another took it). */
export async function completeJob(db: Db, job: ClaimedJob, workerId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`update jobs set status = 'done', locked_by = null, locked_until = null, last_error = null,
          finished_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        where id = ${job.id} and locked_by = ${workerId} and status = 'running' returning id`,
  );
  return rows.length > 0;
}

/**
 * Records a failed attempt: queued again after `retryDelayMs` while attempts remain, otherwise failed for good.
 * Answers what became of the job.
 */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  error: string,
): Promise<'retry' | 'failed' | 'lost'> {
  const retry = job.attempts < job.maxAttempts;
  const at = now.toISOString();
  const rows = await queryRows<{ id: unknown }>(
    db,
    retry
      ? sql`update jobs set status = 'queued', locked_by = null, locked_until = null, last_error = ${error},
              run_at = ${new Date(now.getTime() + retryDelayMs(job.attempts)).toISOString()}::timestamptz,
              updated_at = ${at}::timestamptz
            where id = ${job.id} and locked_by = ${workerId} and status = 'running' returning id`
      : sql`update jobs set status = 'failed', locked_by = null, locked_until = null, last_error = ${error},
              finished_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
            where id = ${job.id} and locked_by = ${workerId} and status = 'running' returning id`,
  );
  if (rows.length === 0) return 'lost';
  return retry ? 'retry' : 'failed';
}

/** Extends a held job's lease to `now + leaseMs`; false when the worker no longer holds it. */
export async function extendJobLease(
  db: Db,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: unknown }>(
    db,
    sql`update jobs set locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${job.id} and locked_by = ${workerId} and status = 'running' returning id`,
  );
  return rows.length > 0;
}

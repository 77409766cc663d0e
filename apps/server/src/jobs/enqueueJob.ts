import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/** A job to add to the queue. */
export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one waiting job per kind and key: enqueueing again while one waits adds nothing. */
  uniqueKey?: string;
  /** When it may run first; now by default. */
  runAt?: Date;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction (pass the transaction's `Db`), so work asked for by a write is queued exactly
 * when the write commits. Answers the job's id, or the id of the job already waiting under the same key.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<number> {
  const runAt = job.runAt ?? new Date();
  const [inserted] = await queryRows<{ id: number | string }>(
    db,
    sql`insert into jobs (kind, payload, unique_key, run_at, max_attempts)
        values (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.uniqueKey ?? null}, ${runAt.toISOString()}::timestamptz, ${job.maxAttempts ?? 5})
        on conflict (kind, unique_key) where status = 'queued' do nothing
        returning id`,
  );
  if (inserted) return Number(inserted.id);
  const [waiting] = await queryRows<{ id: number | string }>(
    db,
    sql`select id from jobs where kind = ${job.kind} and unique_key = ${job.uniqueKey ?? null} and status = 'queued'`,
  );
  if (!waiting) throw new Error(`job ${job.kind} ${job.uniqueKey ?? ''} was neither added nor found waiting`);
  return Number(waiting.id);
}

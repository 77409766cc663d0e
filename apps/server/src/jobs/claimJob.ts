import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

/** A job a worker holds. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** Including this one. */
  attempts: number;
  maxAttempts: number;
  /** The worker holding it. */
  workerId: string;
}

/**
 * Takes the oldest job that is due (queued and its `run_at` reached, or running under a lease that ran out because
 * its worker stopped) for `workerId` until `now + leaseMs`, or null when none is. `FOR UPDATE SKIP LOCKED` lets several
 * workers on one PostgreSQL claim side by side without waiting on each other or taking the same job; on PGlite, one
 * connection, the same statement simply runs alone. Jobs whose lease ran out with no attempts left are marked failed
 * in the same statement.
 */
export async function claimJob(
  db: Db,
  { workerId, kinds, now, leaseMs }: { workerId: string; kinds: string[]; now: Date; leaseMs: number },
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const at = now.toISOString();
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  // One statement: on PGlite every statement waits its turn on the single connection, so the sweep of jobs whose
  // lease ran out with no attempts left rides along with the claim. The two touch disjoint rows (attempts at the
  // limit, attempts below it), so neither sees the other's change.
  const [row] = await queryRows<{
    id: number | string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`with given_up as (
          update jobs set status = 'failed', last_error = coalesce(last_error, 'the worker stopped while running it'),
            locked_by = null, locked_until = null, finished_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          where status = 'running' and locked_until < ${at}::timestamptz and attempts >= max_attempts)
        update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, updated_at = ${at}::timestamptz
        where id = (
          select id from jobs
          where kind in (${kindList}) and attempts < max_attempts
            and ((status = 'queued' and run_at <= ${at}::timestamptz)
              or (status = 'running' and locked_until < ${at}::timestamptz))
          order by run_at, id
          limit 1
          for update skip locked)
        returning id, kind, payload, attempts, max_attempts`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    workerId,
  };
}

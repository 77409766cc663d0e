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
 * in the same statement, and so is the job the worker just finished marked done: a worker's loop marks one job done
 * and takes the next in one round trip.
 */
export async function claimJob(
  db: Db,
  {
    workerId,
    kinds,
    now,
    leaseMs,
    completing,
  }: {
    workerId: string;
    kinds: string[];
    now: Date;
    leaseMs: number;
    /** A job this worker finished, marked done in the same statement (as `completeJob` would). */
    completing?: ClaimedJob | null;
  },
): Promise<ClaimedJob | null> {
  if (kinds.length === 0 && !completing) return null;
  const at = now.toISOString();
  const kindList =
    kinds.length === 0
      ? sql`null`
      : sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        );
  // The finished job is held by this worker under a live lease, so the claim below cannot take it; it is excluded
  // all the same, as one statement must not change a row twice.
  const completed = completing
    ? sql`, completed as (
          update jobs set status = 'done', locked_by = null, locked_until = null, last_error = null,
            finished_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
          where id = ${completing.id} and locked_by = ${completing.workerId} and status = 'running')`
    : sql``;
  const completedId = completing ? completing.id : null;
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
          where status = 'running' and locked_until < ${at}::timestamptz and attempts >= max_attempts
            and id is distinct from ${completedId}::bigint)${completed}
        update jobs set status = 'running', attempts = attempts + 1, locked_by = ${workerId},
          locked_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, updated_at = ${at}::timestamptz
        where id = (
          select id from jobs
          where kind in (${kindList}) and attempts < max_attempts and id is distinct from ${completedId}::bigint
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

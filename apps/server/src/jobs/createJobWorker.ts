import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.ts';
import { type ClaimedJob, claimJob } from './claimJob.ts';
import { completeJob, extendJobLease, failJob, retryDelayMs } from './finishJob.ts';

/** Runs one job; a throw is a failed attempt (retried with backoff while attempts remain). */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** How long a claim holds without a heartbeat. */
  leaseMs?: number;
  /** How often the worker looks for due jobs when it was not woken. */
  pollIntervalMs?: number;
  /** How many jobs it runs at once (each in its own claim loop); 1 by default. */
  concurrency?: number;
}

/** A running worker. */
export interface JobWorker {
  readonly workerId: string;
  /** Starts the loop (once); until then `wake()` and `idle()` only wait for it. */
  start(): void;
  /** Looks for work now instead of at the next poll (after an enqueue). */
  wake(): void;
  /** Looks for work at `at` too (a job was queued to run then), instead of at the first poll after it. */
  wakeAt(at: Date): void;
  /** Stops claiming, lets the job in hand finish, and resolves when the loop has ended. */
  stop(): Promise<void>;
  /** Resolves once a claim begun after this call found no due job (for tests and benches). */
  idle(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 60_000;
export const DEFAULT_POLL_INTERVAL_MS = 30_000;

/**
 * A worker that, once started, runs up to `concurrency` jobs at a time per process, each in its own loop: claim the
 * oldest due job, keep its lease alive with a heartbeat every third of the lease while the handler runs, then mark it
 * done or failed. A loop with nothing due waits for `wake()` or the poll interval; a wake rouses every waiting loop.
 * A database error while claiming is logged and retried at the next poll, so a restart of PostgreSQL does not end it.
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const workerId = `${process.pid}-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const kinds = Object.keys(options.handlers);
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  let stopping = false;
  const sleepers = new Set<() => void>();
  /** Set by a wake that found no loop asleep, so the next loop about to sleep looks again instead. */
  let woken = false;
  let inHand = 0;
  const wakeAll = () => {
    if (sleepers.size === 0) woken = true;
    for (const wakeOne of [...sleepers]) wakeOne();
  };
  let idleWaiters: Array<{ afterClaim: number; resolve: () => void }> = [];
  let claimsStarted = 0;
  const resolveIdle = (claim: number) => {
    if (inHand > 0 && claim !== Number.POSITIVE_INFINITY) return;
    const done = idleWaiters.filter((waiter) => waiter.afterClaim < claim);
    idleWaiters = idleWaiters.filter((waiter) => waiter.afterClaim >= claim);
    for (const waiter of done) waiter.resolve();
  };

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) {
        woken = false;
        resolve();
        return;
      }
      const wakeOne = () => {
        clearTimeout(timer);
        sleepers.delete(wakeOne);
        resolve();
      };
      const timer = setTimeout(wakeOne, pollIntervalMs);
      sleepers.add(wakeOne);
    });

  // A retry's due time is known here, so the worker wakes for it instead of waiting for the next poll.
  const retryTimers = new Set<NodeJS.Timeout>();
  // A timer may fire a millisecond before the clock reads its due time (Node rounds timers), and a claim then would
  // not see the job as due yet: the timer is set again for what is left until the clock has reached it.
  const wakeWhenDue = (at: number) => {
    const delayMs = at - options.now().getTime();
    if (delayMs <= 0) {
      wakeAll();
      return;
    }
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      if (!stopping) wakeWhenDue(at);
    }, delayMs);
    timer.unref();
    retryTimers.add(timer);
  };
  const wakeAfter = (delayMs: number) => wakeWhenDue(options.now().getTime() + delayMs);

  /**
   * Runs a job's handler under a heartbeat. A failure is recorded here; a success answers true and is marked done by
   * the loop's next claim, in the same statement.
   */
  const runJob = async (job: ClaimedJob): Promise<boolean> => {
    const handler = options.handlers[job.kind];
    const heartbeat = setInterval(
      () => {
        extendJobLease(options.db, job, workerId, options.now(), leaseMs).catch((error: unknown) =>
          options.log.warn({ err: error, jobId: job.id }, 'extending a job lease failed'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outcome = await failJob(options.db, job, workerId, options.now(), message.slice(0, 500));
      if (outcome === 'retry') wakeAfter(retryDelayMs(job.attempts));
      options.log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, outcome },
        'a background job failed',
      );
      return false;
    } finally {
      clearInterval(heartbeat);
    }
  };

  /** Marks a finished job done on its own, when no claim follows to carry it (stopping, or the claim failed). */
  const complete = async (job: ClaimedJob) => {
    try {
      await completeJob(options.db, job, workerId, options.now());
    } catch (error) {
      options.log.error({ err: error, jobId: job.id }, 'recording the end of a background job failed');
    }
  };

  let loop: Promise<void> = Promise.resolve();
  const runLoop = async () => {
    /** The job this loop finished last, not yet marked done. */
    let finished: ClaimedJob | null = null;
    while (!stopping) {
      let job: ClaimedJob | null = null;
      claimsStarted += 1;
      const claim = claimsStarted;
      // A claim in flight counts as work in hand: another loop finding nothing meanwhile does not make the worker idle.
      inHand += 1;
      try {
        job = await claimJob(options.db, { workerId, kinds, now: options.now(), leaseMs, completing: finished });
        finished = null;
      } catch (error) {
        if (finished) await complete(finished);
        finished = null;
        if (stopping) {
          inHand -= 1;
          break;
        }
        options.log.warn({ err: error }, 'claiming a background job failed');
      }
      if (job) {
        const held = job;
        finished = await runJob(held)
          .then((succeeded) => (succeeded ? held : null))
          .catch((error: unknown) => {
            options.log.error({ err: error, jobId: held.id }, 'recording the end of a background job failed');
            return null;
          });
        inHand -= 1;
        continue;
      }
      inHand -= 1;
      resolveIdle(claim);
      await sleep();
    }
    if (finished) await complete(finished);
  };
  const run = async () => {
    await Promise.all(Array.from({ length: concurrency }, () => runLoop()));
    resolveIdle(Number.POSITIVE_INFINITY);
  };
  let started = false;

  return {
    workerId,
    start() {
      if (started || stopping) return;
      started = true;
      loop = run();
    },
    wake() {
      wakeAll();
    },
    wakeAt(at) {
      if (stopping) return;
      wakeWhenDue(at.getTime());
    },
    async stop() {
      stopping = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      wakeAll();
      await loop;
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push({ afterClaim: claimsStarted, resolve });
        if (stopping) resolveIdle(Number.POSITIVE_INFINITY);
        wakeAll();
      });
    },
  };
}

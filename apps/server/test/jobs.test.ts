import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../src/db/openDatabase.ts';
import { jobs } from '../src/db/schema/index.ts';
import { claimJob } from '../src/jobs/claimJob.ts';
import { createJobWorker, type JobHandler } from '../src/jobs/createJobWorker.ts';
import { enqueueJob } from '../src/jobs/enqueueJob.ts';
import { BASE_BACKOFF_MS, completeJob, retryDelayMs } from '../src/jobs/finishJob.ts';
import { createTestApp } from './harness.ts';
import { until } from './until.ts';

const KIND = 'test_job';
const quietLog = { warn() {}, error() {}, info() {}, debug() {} } as never;

function startWorker(
  db: Db,
  handler: JobHandler,
  options: { now?: () => Date; leaseMs?: number; concurrency?: number; pollIntervalMs?: number } = {},
) {
  const worker = createJobWorker({
    db,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    handlers: { [KIND]: handler },
    now: options.now ?? (() => new Date()),
    log: quietLog,
    pollIntervalMs: options.pollIntervalMs ?? 20,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  });
  worker.start();
  onTestFinished(() => worker.stop());
  return worker;
}

async function readJob(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`job ${id} is gone`);
  return row;
}

describe('the job queue', () => {
  it('runs due jobs oldest first, once each, and marks them done', async () => {
    const { services } = await createTestApp();
    const ran: string[] = [];
    const ids = [];
    for (const name of ['first', 'second', 'third'])
      ids.push(await enqueueJob(services.db, { kind: KIND, payload: { name } }));
    const worker = startWorker(services.db, async (job) => {
      ran.push(String(job.payload.name));
    });
    await worker.idle();
    expect(ran).toEqual(['first', 'second', 'third']);
    for (const id of ids)
      expect(await readJob(services.db, id)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null });
  });

  it('wakes at the time a job was queued for when told, without waiting for its next poll', async () => {
    const { services } = await createTestApp();
    const ran: number[] = [];
    const worker = startWorker(
      services.db,
      async () => {
        ran.push(Date.now());
      },
      { pollIntervalMs: 60_000 },
    );
    await worker.idle();
    const runAt = new Date(Date.now() + 300);
    await enqueueJob(services.db, { kind: KIND, payload: {}, runAt });
    worker.wakeAt(runAt);
    await expect.poll(() => ran.length, { timeout: 5_000 }).toBe(1);
    expect(ran[0]).toBeGreaterThanOrEqual(runAt.getTime());
  });

  it('lets two workers share the queue without ever running a job twice', async () => {
    const { services } = await createTestApp();
    const ids = [];
    for (let n = 0; n < 20; n += 1) ids.push(await enqueueJob(services.db, { kind: KIND, payload: { n } }));
    const ranBy = new Map<number, string[]>();
    const handlerOf =
      (name: string): JobHandler =>
      async (job) => {
        ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), name]);
        // A moment of work, so the two workers' claims interleave.
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
    const first = startWorker(services.db, handlerOf('first'));
    const second = startWorker(services.db, handlerOf('second'));
    await Promise.all([first.idle(), second.idle()]);
    expect([...ranBy.keys()].sort((a, b) => a - b)).toEqual(ids);
    for (const workers of ranBy.values()) expect(workers).toHaveLength(1);
    const rows = await services.db.select().from(jobs).where(eq(jobs.kind, KIND));
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
  });

  it('keeps one waiting job per key', async () => {
    const { services } = await createTestApp();
    const first = await enqueueJob(services.db, { kind: KIND, payload: { n: 1 }, uniqueKey: 'call:1' });
    const again = await enqueueJob(services.db, { kind: KIND, payload: { n: 2 }, uniqueKey: 'call:1' });
    const other = await enqueueJob(services.db, { kind: KIND, payload: { n: 3 }, uniqueKey: 'call:2' });
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(await services.db.select().from(jobs).where(eq(jobs.kind, KIND))).toHaveLength(2);
  });

  it('retries a failed job after a backoff that doubles, then gives up after its last attempt', async () => {
    const { services } = await createTestApp();
    let clock = new Date('2026-05-01T10:00:00.000Z');
    const id = await enqueueJob(services.db, { kind: KIND, payload: {}, runAt: clock, maxAttempts: 3 });
    let calls = 0;
    const worker = startWorker(
      services.db,
      async () => {
        calls += 1;
        throw new Error(`attempt ${calls} failed`);
      },
      { now: () => clock },
    );
    await worker.idle();
    expect(calls).toBe(1);
    let row = await readJob(services.db, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'attempt 1 failed' });
    expect(row.runAt.getTime() - clock.getTime()).toBe(BASE_BACKOFF_MS);

    clock = new Date(clock.getTime() + BASE_BACKOFF_MS - 1);
    await worker.idle();
    expect(calls).toBe(1);
    clock = new Date(clock.getTime() + 1);
    await worker.idle();
    expect(calls).toBe(2);
    row = await readJob(services.db, id);
    expect(row.runAt.getTime() - clock.getTime()).toBe(retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * BASE_BACKOFF_MS);

    clock = new Date(clock.getTime() + retryDelayMs(2));
    await worker.idle();
    expect(calls).toBe(3);
    expect(await readJob(services.db, id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'attempt 3 failed',
    });
    clock = new Date(clock.getTime() + 24 * 3600_000);
    await worker.idle();
    expect(calls).toBe(3);
  });

  it('gives a job whose worker stopped to another once the lease has run out, and the first can no longer finish it', async () => {
    const { services } = await createTestApp();
    const start = new Date('2026-05-01T10:00:00.000Z');
    const id = await enqueueJob(services.db, { kind: KIND, payload: {}, runAt: start });
    const held = await claimJob(services.db, { workerId: 'a', kinds: [KIND], now: start, leaseMs: 60_000 });
    expect(held).toMatchObject({ id, attempts: 1 });
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect(
      await claimJob(services.db, { workerId: 'b', kinds: [KIND], now: later(59_999), leaseMs: 60_000 }),
    ).toBeNull();
    const taken = await claimJob(services.db, { workerId: 'b', kinds: [KIND], now: later(60_001), leaseMs: 60_000 });
    expect(taken).toMatchObject({ id, attempts: 2 });
    if (!held || !taken) throw new Error('unreachable');
    expect(await completeJob(services.db, held, 'a', later(60_002))).toBe(false);
    expect(await completeJob(services.db, taken, 'b', later(60_003))).toBe(true);
    expect(await readJob(services.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps the lease of a long job alive with heartbeats, so nobody else takes it', async () => {
    const { services } = await createTestApp();
    const id = await enqueueJob(services.db, { kind: KIND, payload: {} });
    let release: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = startWorker(
      services.db,
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
      { leaseMs: 300 },
    );
    await running;
    // Time is what is tested: the job runs past twice its 300 ms lease, which heartbeats must keep renewing.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const row = await readJob(services.db, id);
    expect(row.status).toBe('running');
    expect(row.lockedUntil?.getTime() ?? 0).toBeGreaterThan(Date.now());
    expect(await claimJob(services.db, { workerId: 'other', kinds: [KIND], now: new Date(), leaseMs: 300 })).toBeNull();
    release();
    await worker.idle();
    expect(await readJob(services.db, id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('lets the job in hand finish when stopped, and claims nothing after', async () => {
    const { services } = await createTestApp();
    const first = await enqueueJob(services.db, { kind: KIND, payload: {} });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = startWorker(services.db, async () => {
      started();
      // The job in hand is still running when the worker is told to stop.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await running;
    const second = await enqueueJob(services.db, { kind: KIND, payload: {} });
    await worker.stop();
    expect((await readJob(services.db, first)).status).toBe('done');
    expect((await readJob(services.db, second)).status).toBe('queued');
  });

  it('runs as many jobs at once as its concurrency allows, never more', async () => {
    const { services } = await createTestApp();
    for (let n = 0; n < 9; n += 1) await enqueueJob(services.db, { kind: KIND, payload: { n } });
    let running = 0;
    let started = 0;
    let most = 0;
    const worker = startWorker(
      services.db,
      async () => {
        running += 1;
        started += 1;
        most = Math.max(most, running);
        // Each job holds its slot until the slots are full (or the last jobs run), however slowly the worker claims:
        // a fixed run time would let a busy machine finish one before the next is claimed.
        await until(() => running >= 3 || started === 9, { what: 'the slots to fill' });
        running -= 1;
      },
      { concurrency: 3 },
    );
    await worker.idle();
    expect(most).toBe(3);
    const rows = await services.db.select().from(jobs).where(eq(jobs.kind, KIND));
    expect(rows.map((row) => row.status)).toEqual(Array(9).fill('done'));
  });
});

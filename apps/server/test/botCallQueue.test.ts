import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BOT_CALL_JOB } from '../src/botCalls/BOT_CALL_JOB.ts';
import type { BotCallPlacer } from '../src/botCalls/BotCallPlacer.ts';
import { createBotCallHandler } from '../src/botCalls/createBotCallHandler.ts';
import { requestBotCall } from '../src/botCalls/requestBotCall.ts';
import type { Db } from '../src/db/openDatabase.ts';
import { auditLog, callRuns, jobs, patients, patientTags } from '../src/db/schema/index.ts';
import { claimJob } from '../src/jobs/claimJob.ts';
import { createJobWorker } from '../src/jobs/createJobWorker.ts';
import { loadOrganizationSettings } from '../src/settings/loadOrganizationSettings.ts';
import {
  addCallableClient,
  createCountingPlacer,
  questionnaireNamed,
  readBotCall,
  setOrganizationSettings,
} from './botCallFixtures.ts';
import { createTestApp } from './harness.ts';
import { createTestClock, MINUTES } from './testClock.ts';

const quietLog = { warn() {}, error() {}, info() {}, debug() {} } as never;
const FAST_WORKER = { pollIntervalMs: 20, leaseMs: 60_000 };

/** Queues `count` bot calls of new clients of Demo Care with the weekly questionnaire; answers their ids. */
async function queueCalls(db: Db, organizationId: number, count: number, now: Date): Promise<number[]> {
  const questionnaireId = await questionnaireNamed(db, 'Weekly check-in');
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const patientId = await addCallableClient(db, organizationId, { countryCode: '1', number: `20255501${n}` });
    const { callId } = await requestBotCall(db, {
      organizationId,
      patientId,
      patientPhoneId: null,
      phoneNumber: `1-20255501${n}`,
      questionnaireId,
      questionnaireVersion: 1,
      requestedBy: null,
      now,
    });
    ids.push(callId);
  }
  return ids;
}

/** A bot-call worker of its own on `db`, as a second server instance would run. */
function startBotWorker(db: Db, placer: BotCallPlacer, now: () => Date, options: { leaseMs?: number } = {}) {
  const worker = createJobWorker({
    db,
    now,
    log: quietLog,
    concurrency: 4,
    pollIntervalMs: 20,
    leaseMs: options.leaseMs ?? 60_000,
    handlers: {
      [BOT_CALL_JOB]: createBotCallHandler({
        db,
        now,
        log: quietLog,
        placer,
        settings: (organizationId) => loadOrganizationSettings(db, organizationId),
      }),
    },
  });
  worker.start();
  onTestFinished(() => worker.stop());
  return worker;
}

/**
 * A test app on `clock` whose bot-call worker polls fast and places calls with a counting placer (each dial ending
 * as `dialOutcome` says, else answered).
 */
async function createAppWithPlacer(
  clock: { now: () => Date },
  dialOutcome?: Parameters<typeof createCountingPlacer>[1],
) {
  let placer: ReturnType<typeof createCountingPlacer> | null = null;
  const testApp = await createTestApp({
    build: {
      now: clock.now,
      botCallWorker: FAST_WORKER,
      botCallPlacer: { place: (call, progress) => (placer as NonNullable<typeof placer>).place(call, progress) },
    },
  });
  const { db } = testApp.services;
  placer = createCountingPlacer(db, dialOutcome);
  return { testApp, db, placer };
}

describe('bot calls', () => {
  it('runs a Call Now call from queued to completed on its own call record, the questionnaire run through', async () => {
    const clock = createTestClock();
    const { testApp, db, placer } = await createAppWithPlacer(clock);
    const operator = await testApp.signIn('operator@demo.test');
    const patientId = await addCallableClient(db, await testApp.organizationId('Demo Care'));
    const response = await operator.inject({
      method: 'POST',
      url: '/bot/call',
      payload: {
        phoneNumber: '+1-2025550150',
        patientId,
        questionnaireId: await questionnaireNamed(db, 'Weekly check-in'),
      },
    });
    expect(response.statusCode).toBe(200);
    const callId = response.json().call_id;
    await testApp.services.botCallWorker.idle();
    const { call, request, attempts } = await readBotCall(db, callId);
    expect(call).toMatchObject({ product: 'bot', patientDialStatus: 'completed', interviewerCallStatus: 'completed' });
    expect(call?.startDate?.getTime()).toBe(clock.now().getTime());
    expect(request).toMatchObject({ status: 'completed', attempts: 1, nextAttemptAt: null, endReason: 'terminated' });
    expect(attempts).toMatchObject([{ attempt: 1, status: 'completed', endReason: 'terminated' }]);
    expect(placer.placed.map((placed) => placed.callId)).toEqual([callId]);
    expect(placer.paths.get(callId)?.length ?? 0).toBeGreaterThan(1);

    const status = await operator.inject({ method: 'GET', url: `/bot/call/${callId}` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      call_id: callId,
      status: 'completed',
      attempts: [{ attempt: 1, status: 'completed', end_reason: 'terminated' }],
      answers: [],
    });

    // The answers a bot's run stored on the call are answered with its state, in the order given.
    const at = clock.now();
    await db.insert(callRuns).values({
      callId,
      organizationId: await testApp.organizationId('Demo Care'),
      questionnaireId: await questionnaireNamed(db, 'Weekly check-in'),
      state: {} as never,
      path: [],
      answers: [
        { questionnaireId: 1, vertex: 'v3', name: 'language', value: 'English', input: 'speech', atMs: 15_000 },
        { questionnaireId: 1, vertex: 'v9', name: 'feeling_well', value: 'Yes', input: 'keypad', atMs: 33_000 },
      ],
      steps: 2,
      startedAt: at,
      updatedAt: at,
    });
    const answered = await operator.inject({ method: 'GET', url: `/bot/call/${callId}` });
    expect(answered.json().answers).toEqual([
      { name: 'language', value: 'English', input: 'speech', vertex: 'v3' },
      { name: 'feeling_well', value: 'Yes', input: 'keypad', vertex: 'v9' },
    ]);
  });

  it('retries a fraction of a minute apart when the policy says so: Demo Care North tries a busy call again in 6 s', async () => {
    const clock = createTestClock(new Date('2026-03-02T15:00:00.000Z'));
    const { testApp, db, placer } = await createAppWithPlacer(clock, () => ({ status: 'busy', endReason: 'busy' }));
    const [callId] = await queueCalls(db, await testApp.organizationId('Demo Care North'), 1, clock.now());
    if (callId === undefined) throw new Error('no call');
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    const seen = await readBotCall(db, callId);
    expect(seen.request).toMatchObject({ status: 'queued', attempts: 1, endReason: 'busy' });
    expect(seen.request?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 6_000);
    for (const attempt of [2, 3]) {
      clock.advance(6_000);
      testApp.services.botCallWorker.wake();
      await testApp.services.botCallWorker.idle();
      expect(placer.placed.map((placed) => placed.attempt).at(-1)).toBe(attempt);
    }
    expect((await readBotCall(db, callId)).request).toMatchObject({ status: 'busy', attempts: 3, nextAttemptAt: null });
  });

  it('retries no-answer and busy by the organization’s policy, minutes apart, then ends with the last status', async () => {
    const clock = createTestClock(new Date('2026-03-02T15:00:00.000Z'));
    const { testApp, db, placer } = await createAppWithPlacer(clock, (call) =>
      call.attempt === 1 ? { status: 'no-answer', endReason: 'no-answer' } : { status: 'busy', endReason: 'busy' },
    );
    const demoCare = await testApp.organizationId('Demo Care');
    const [callId] = await queueCalls(db, demoCare, 1, clock.now());
    if (callId === undefined) throw new Error('no call');
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    let seen = await readBotCall(db, callId);
    expect(seen.request).toMatchObject({ status: 'queued', attempts: 1, endReason: 'no-answer' });
    expect(seen.request?.nextAttemptAt?.getTime()).toBe(clock.now().getTime() + 15 * MINUTES);
    expect(seen.call?.patientDialStatus).toBe('queued');

    clock.advance(15 * MINUTES - 1_000);
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    expect(placer.placed).toHaveLength(1);
    clock.advance(1_000);
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    expect(placer.placed).toHaveLength(2);
    clock.advance(15 * MINUTES);
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    clock.advance(15 * MINUTES);
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    expect(placer.placed.map((placed) => placed.attempt)).toEqual([1, 2, 3]);
    seen = await readBotCall(db, callId);
    expect(seen.request).toMatchObject({ status: 'busy', attempts: 3, nextAttemptAt: null, endReason: 'busy' });
    expect(seen.call?.patientDialStatus).toBe('busy');
    expect(seen.attempts.map((attempt) => attempt.status)).toEqual(['no-answer', 'busy', 'busy']);
  });

  it('does not retry a failed call, nor any call when the policy allows no retry', async () => {
    const clock = createTestClock();
    const outcomes = new Map<number, 'failed' | 'busy'>();
    const { testApp, db, placer } = await createAppWithPlacer(clock, (call) => {
      const status = outcomes.get(call.callId) ?? 'failed';
      return { status, endReason: status };
    });
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    await setOrganizationSettings(db, north, { 'AutomaticCalls.retry.times': 0 });
    testApp.services.settingsCache.forget(north);
    const [failed] = await queueCalls(db, demoCare, 1, clock.now());
    const [busyNoRetry] = await queueCalls(db, north, 1, clock.now());
    if (failed === undefined || busyNoRetry === undefined) throw new Error('no call');
    outcomes.set(busyNoRetry, 'busy');
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    expect((await readBotCall(db, failed)).request).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await readBotCall(db, busyNoRetry)).request).toMatchObject({ status: 'busy', attempts: 1 });
    clock.advance(60 * MINUTES);
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    expect(placer.placed).toHaveLength(2);
  });

  it('records a placed call’s start on its client and its end in the audit log, and cancels a call its client may no longer take', async () => {
    const clock = createTestClock(new Date('2026-03-02T15:00:00.000Z'));
    const { testApp, db, placer } = await createAppWithPlacer(clock);
    const demoCare = await testApp.organizationId('Demo Care');
    // Due a minute from now, so the worker takes none of them before their clients change.
    const [placed, declined, ended] = await queueCalls(db, demoCare, 3, new Date(clock.now().getTime() + MINUTES));
    if (placed === undefined || declined === undefined || ended === undefined) throw new Error('no call');
    const clientOf = async (callId: number) => (await readBotCall(db, callId)).request?.patientId ?? 0;
    // After the calls were queued, one client declines consent and another's active period ends.
    await db
      .insert(patientTags)
      .values({ patientId: await clientOf(declined), name: 'consent call', params: 'declined', description: '' });
    await db
      .update(patients)
      .set({ endDate: '2026-03-01' })
      .where(eq(patients.id, await clientOf(ended)));
    clock.advance(MINUTES);
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
    expect(placer.placed.map((call) => call.callId)).toEqual([placed]);
    const seen = await readBotCall(db, placed);
    expect(seen.request).toMatchObject({ status: 'completed', attempts: 1 });
    expect(seen.call).toMatchObject({ patientDialStatus: 'completed', interviewerCallStatus: 'completed' });
    const [client] = await db
      .select({ lastCallStartedAt: patients.lastCallStartedAt })
      .from(patients)
      .where(eq(patients.id, await clientOf(placed)));
    expect(client?.lastCallStartedAt?.toISOString()).toBe('2026-03-02T15:01:00.000Z');
    for (const [callId, reason] of [
      [declined, 'consent-declined'],
      [ended, 'active-period-ended'],
    ] as const) {
      const canceled = await readBotCall(db, callId);
      expect(canceled.request).toMatchObject({ status: 'canceled', attempts: 0, endReason: reason });
      expect(canceled.attempts).toEqual([]);
      expect(canceled.call?.patientDialStatus).toBe('canceled');
    }
    const ends = await db
      .select({ clientId: auditLog.clientId, detail: auditLog.detail, at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bot_call_attempt_ended'), eq(auditLog.organizationId, demoCare)));
    const endOf = (callId: number) => ends.filter((entry) => entry.detail.callId === callId);
    expect(endOf(placed)).toMatchObject([
      {
        clientId: await clientOf(placed),
        detail: { callId: placed, attempt: 1, status: 'completed', endReason: 'terminated', retryAt: null },
        at: new Date('2026-03-02T15:01:00.000Z'),
      },
    ]);
    expect(endOf(declined)).toMatchObject([{ detail: { status: 'canceled', endReason: 'consent-declined' } }]);
  });

  it('never places a call twice when two server instances share the queue', async () => {
    const testApp = await createTestApp({ build: { planBotCalls: false } });
    const { db } = testApp.services;
    await testApp.services.botCallWorker.stop();
    const ids = await queueCalls(db, await testApp.organizationId('Demo Care'), 40, new Date());
    const first = createCountingPlacer(db);
    const second = createCountingPlacer(db);
    const one = startBotWorker(testApp.services.database.db, first, () => new Date());
    const other = startBotWorker(db, second, () => new Date());
    await Promise.all([one.idle(), other.idle()]);
    const placed = [...first.placed, ...second.placed].map((call) => call.callId).sort((a, b) => a - b);
    expect(placed).toEqual(ids);
    for (const callId of ids) {
      const { request, attempts } = await readBotCall(db, callId);
      expect(request).toMatchObject({ status: 'completed', attempts: 1 });
      expect(attempts).toHaveLength(1);
    }
  });

  it('ends a call whose worker stopped mid-call as interrupted, and retries it by the policy', async () => {
    const clock = createTestClock(new Date('2026-03-02T15:00:00.000Z'));
    const testApp = await createTestApp({ build: { now: clock.now, planBotCalls: false } });
    const { db } = testApp.services;
    await testApp.services.botCallWorker.stop();
    const [callId] = await queueCalls(db, await testApp.organizationId('Demo Care'), 1, clock.now());
    if (callId === undefined) throw new Error('no call');
    // The first worker takes the call and dials; then its process dies: no heartbeat, no end recorded.
    const job = await claimJob(db, { workerId: 'dead', kinds: [BOT_CALL_JOB], now: clock.now(), leaseMs: 60_000 });
    if (!job) throw new Error('no job');
    let dialled: () => void = () => {};
    const dialling = new Promise<void>((resolve) => {
      dialled = resolve;
    });
    const dead = createBotCallHandler({
      db,
      now: clock.now,
      log: quietLog,
      settings: (organizationId) => loadOrganizationSettings(db, organizationId),
      placer: {
        place: async (_call, progress) => {
          await progress.report('in-progress');
          dialled();
          return new Promise(() => {});
        },
      },
    });
    void dead(job);
    await dialling;
    expect((await readBotCall(db, callId)).request?.status).toBe('in-progress');

    const placer = createCountingPlacer(db);
    const survivor = startBotWorker(db, placer, clock.now);
    await survivor.idle();
    expect(placer.placed).toHaveLength(0);
    clock.advance(60_001);
    survivor.wake();
    await survivor.idle();
    let seen = await readBotCall(db, callId);
    expect(seen.attempts).toMatchObject([{ attempt: 1, status: 'failed', endReason: 'interrupted' }]);
    expect(seen.request).toMatchObject({ status: 'queued', endReason: 'interrupted' });
    expect(seen.call?.patientDialStatus).toBe('queued');
    clock.advance(15 * MINUTES);
    survivor.wake();
    await survivor.idle();
    seen = await readBotCall(db, callId);
    expect(seen.request).toMatchObject({ status: 'completed', attempts: 2 });
    expect(seen.attempts.map((attempt) => [attempt.status, attempt.endReason])).toEqual([
      ['failed', 'interrupted'],
      ['completed', 'terminated'],
    ]);
    expect(placer.placed.map((call) => call.attempt)).toEqual([2]);
  });

  it('places after a restart the calls that were due while no server ran', async () => {
    const first = await createTestApp({ build: { planBotCalls: false } });
    await first.services.botCallWorker.stop();
    const ids = await queueCalls(first.services.db, await first.organizationId('Demo Care'), 5, new Date());
    await first.close();
    let secondDb: Db | null = null;
    const placer = createCountingPlacer(() => secondDb as Db);
    const second = await createTestApp({
      keepData: true,
      build: { botCallWorker: FAST_WORKER, botCallPlacer: placer },
    });
    secondDb = second.services.db;
    second.services.botCallWorker.wake();
    await second.services.botCallWorker.idle();
    expect(placer.placed.map((call) => call.callId).sort((a, b) => a - b)).toEqual(ids);
    for (const callId of ids) {
      expect((await readBotCall(second.services.db, callId)).request).toMatchObject({ status: 'completed' });
    }
    const [open] = await second.services.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(eq(jobs.kind, BOT_CALL_JOB));
    expect(open?.count).toBe(5);
  });
});

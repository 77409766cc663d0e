import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startScheduledBotCall } from '../src/botCalls/startScheduledBotCall.ts';
import type { Db } from '../src/db/openDatabase.ts';
import { botCallRequests, scheduledBotCalls } from '../src/db/schema/index.ts';
import {
  addCallableClient,
  createCountingPlacer,
  questionnaireNamed,
  readBotCall,
  setOrganizationSettings,
} from './botCallFixtures.ts';
import { createTestApp } from './harness.ts';
import { createTestClock, MINUTES } from './testClock.ts';
import { until } from './until.ts';

/**
 * An app on a hand-moved clock whose placer finds nobody answering at first (`answering` turns that off), with Demo
 * Care retrying a call nobody answered 30 minutes later.
 */
async function setUp() {
  const clock = createTestClock(new Date('2026-03-02T10:00:00.000Z'));
  let db: Db | null = null;
  let answering = false;
  const placer = createCountingPlacer(
    () => db as Db,
    () => (answering ? null : { status: 'no-answer', endReason: 'no-answer' }),
  );
  const testApp = await createTestApp({
    build: { now: clock.now, botCallWorker: { pollIntervalMs: 20 }, botCallPlacer: placer },
  });
  db = testApp.services.db;
  const organizationId = await testApp.organizationId('Demo Care');
  await setOrganizationSettings(testApp.services.db, organizationId, {
    'AutomaticCalls.retry.on': ['no-answer'],
    'AutomaticCalls.retry.times': 2,
    'AutomaticCalls.retry.delayMinutes': 30,
  });
  testApp.services.settingsCache.forget(organizationId);
  const patientId = await addCallableClient(testApp.services.db, organizationId);
  const questionnaireId = await questionnaireNamed(testApp.services.db, 'Weekly check-in');
  const admin = await testApp.signIn('admin@demo.test');
  const callNow = () =>
    admin.inject({
      method: 'POST',
      url: '/bot/call',
      organizationId,
      payload: { phoneNumber: '1-2025550150', patientId, questionnaireId },
    });
  return {
    testApp,
    clock,
    placer,
    organizationId,
    patientId,
    questionnaireId,
    callNow,
    answer: () => {
      answering = true;
    },
  };
}

const requestsOf = (db: Db, patientId: number) =>
  db.select().from(botCallRequests).where(eq(botCallRequests.patientId, patientId));

describe('one bot call to a client at a time', () => {
  it('refuses Call Now with 409 naming the queued retry and its next attempt, and accepts it once that call ended', async () => {
    const { testApp, clock, callNow, patientId, answer } = await setUp();
    const { db } = testApp.services;
    const first = await callNow();
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json().call_id as number;
    // Nobody answers: the call waits for its retry half an hour later.
    await until(async () => (await readBotCall(db, firstId)).request?.nextAttemptAt != null, {
      what: 'the first call to be queued for its retry',
    });
    const retryAt = new Date(clock.now().getTime() + 30 * MINUTES).toISOString();

    const second = await callNow();
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'BOT_CALL_ALREADY_QUEUED',
      callId: firstId,
      status: 'queued',
      nextAttemptAt: retryAt,
    });
    // Nothing was stored for the refused call: the client has the one request.
    expect((await requestsOf(db, patientId)).map((row) => row.callId)).toEqual([firstId]);

    // The retry is answered: once the call is over, Call Now calls the client again.
    answer();
    clock.advance(30 * MINUTES);
    testApp.services.botCallWorker.wake();
    await until(async () => (await readBotCall(db, firstId)).request?.status === 'completed', {
      what: 'the retry to complete',
    });
    const third = await callNow();
    expect(third.statusCode, third.body).toBe(200);
  });

  it('accepts one of two concurrent Call Nows and refuses the other, naming the accepted call', async () => {
    const { testApp, callNow, patientId } = await setUp();
    // The calls are looked at as requested, before a worker could end the first.
    await testApp.services.botCallWorker.stop();
    const answers = await Promise.all([callNow(), callNow()]);
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses, answers.map((response) => response.body).join('\n')).toEqual([200, 409]);
    const accepted = answers.find((response) => response.statusCode === 200)?.json();
    const refused = answers.find((response) => response.statusCode === 409)?.json();
    expect(refused).toMatchObject({
      code: 'BOT_CALL_ALREADY_QUEUED',
      callId: accepted.call_id,
      status: 'queued',
      nextAttemptAt: null,
    });
    expect((await requestsOf(testApp.services.db, patientId)).map((row) => row.callId)).toEqual([accepted.call_id]);
  });

  it('cancels a scheduled call that comes due while the client has a bot call queued, with the reason', async () => {
    const { testApp, clock, callNow, patientId, organizationId, questionnaireId } = await setUp();
    const { db } = testApp.services;
    await testApp.services.botCallWorker.stop();
    const first = await callNow();
    expect(first.statusCode, first.body).toBe(200);
    const [scheduled] = await db
      .insert(scheduledBotCalls)
      .values({
        organizationId,
        patientId,
        phoneNumber: '1-2025550150',
        questionnaireId,
        dueAt: clock.now(),
        localTime: '10:00',
        timezone: 'UTC',
        origin: 'manual',
        status: 'planned',
      })
      .returning({ id: scheduledBotCalls.id });
    if (!scheduled) throw new Error('no scheduled call');

    expect(await startScheduledBotCall(db, scheduled.id, clock.now())).toBeNull();
    const [after] = await db.select().from(scheduledBotCalls).where(eq(scheduledBotCalls.id, scheduled.id));
    expect(after).toMatchObject({ status: 'canceled', cancelReason: 'bot-call-active', callId: null });
    expect((await requestsOf(db, patientId)).map((row) => row.callId)).toEqual([first.json().call_id]);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestBotCall } from '../src/botCalls/requestBotCall.ts';
import type { Db } from '../src/db/openDatabase.ts';
import { auditLog, botCallAttempts, botCallRequests, scheduledBotCalls } from '../src/db/schema/index.ts';
import { addCallableClient, questionnaireNamed } from './botCallFixtures.ts';
import { createTestApp } from './harness.ts';

const URL_DAY = '/api/admin/botCalls/day';
const at = (time: string) => new Date(`2026-03-02T${time}:00.000Z`);

/** Stores a bot call as the worker leaves it: its request's status and reason, and one attempt per start given. */
async function storeCall(
  db: Db,
  base: { organizationId: number; patientId: number; questionnaireId: number },
  call: { status: string; endReason?: string; starts: string[]; nextAttemptAt?: string; requestedAt?: Date },
): Promise<number> {
  const { callId } = await requestBotCall(
    db,
    {
      ...base,
      patientPhoneId: null,
      phoneNumber: '1-2025550150',
      questionnaireVersion: 1,
      requestedBy: null,
      now: call.requestedAt ?? at(call.starts[0] ?? '08:00'),
    },
    { enqueue: false },
  );
  const finished = !['queued', 'dialing', 'ringing', 'in-progress'].includes(call.status);
  for (const [index, start] of call.starts.entries()) {
    const last = index === call.starts.length - 1;
    await db.insert(botCallAttempts).values({
      callId,
      attempt: index + 1,
      workerId: 'worker-a',
      status: last ? call.status : 'busy',
      endReason: last ? (call.endReason ?? null) : 'busy',
      startedAt: at(start),
      endedAt: last && !finished ? null : new Date(at(start).getTime() + 60_000),
    });
  }
  const settle = () =>
    db
      .update(botCallRequests)
      .set({
        status: call.status as 'queued',
        endReason: call.endReason ?? null,
        attempts: call.starts.length,
        nextAttemptAt: call.nextAttemptAt ? at(call.nextAttemptAt) : null,
      })
      .where(eq(botCallRequests.callId, callId));
  // A client has one bot call queued or under way at a time: the day shows several of one client's, so those are put
  // in their state once every call is stored.
  if (finished) await settle();
  else {
    await db.update(botCallRequests).set({ status: 'canceled' }).where(eq(botCallRequests.callId, callId));
    unsettled.push(settle);
  }
  return callId;
}

/** The calls {@link storeCall} left to put in a state that is not over. */
const unsettled: (() => Promise<unknown>)[] = [];

async function setUp() {
  const testApp = await createTestApp();
  const { db } = testApp.services;
  const demoCare = await testApp.organizationId('Demo Care');
  const north = await testApp.organizationId('Demo Care North');
  const questionnaireId = await questionnaireNamed(db, 'Weekly check-in');
  const patientId = await addCallableClient(db, demoCare, undefined, { firstName: 'Ada', lastName: 'Daily' });
  const northPatientId = await addCallableClient(db, north, undefined, { firstName: 'Nils', lastName: 'North' });
  const base = { organizationId: demoCare, patientId, questionnaireId };
  const ids = {
    completed: await storeCall(db, base, { status: 'completed', endReason: 'completed', starts: ['09:00'] }),
    busy: await storeCall(db, base, { status: 'busy', endReason: 'busy', starts: ['10:00', '10:15', '10:30'] }),
    interrupted: await storeCall(db, base, { status: 'failed', endReason: 'interrupted', starts: ['11:00'] }),
    running: await storeCall(db, base, { status: 'in-progress', starts: ['12:00'] }),
    retrying: await storeCall(db, base, {
      status: 'queued',
      endReason: 'no-answer',
      starts: ['13:45'],
      nextAttemptAt: '14:00',
    }),
    queued: await storeCall(db, base, { status: 'queued', starts: [], requestedAt: at('13:50') }),
    tomorrow: await storeCall(db, base, {
      status: 'completed',
      endReason: 'completed',
      starts: [],
      requestedAt: new Date('2026-03-03T09:00:00.000Z'),
    }),
    north: await storeCall(
      db,
      { organizationId: north, patientId: northPatientId, questionnaireId },
      {
        status: 'completed',
        endReason: 'completed',
        starts: ['09:30'],
      },
    ),
  };
  for (const settle of unsettled.splice(0)) await settle();
  const scheduled = await db
    .insert(scheduledBotCalls)
    .values(
      (['planned', 'canceled'] as const).map((status, index) => ({
        organizationId: demoCare,
        patientId,
        phoneNumber: '1-2025550150',
        questionnaireId,
        dueAt: at(index === 0 ? '16:00' : '17:00'),
        localTime: index === 0 ? '2026-03-02T16:00' : '2026-03-02T17:00',
        timezone: 'UTC',
        origin: 'manual' as const,
        status,
        cancelReason: status === 'canceled' ? 'consent-declined' : null,
      })),
    )
    .returning({ id: scheduledBotCalls.id });
  return { testApp, db, demoCare, north, patientId, questionnaireId, ids, scheduled };
}

describe('GET /api/admin/botCalls/day', () => {
  it("answers the organization's bot calls of a day with states, outcomes, attempts and totals, audited", async () => {
    const { testApp, db, demoCare, patientId, questionnaireId, ids, scheduled } = await setUp();
    const admin = await testApp.signIn('admin@demo.test');
    const response = await admin.inject({
      method: 'GET',
      url: `${URL_DAY}?date=2026-03-02&timezone=UTC`,
      organizationId: demoCare,
    });
    expect(response.statusCode).toBe(200);
    const day = response.json();
    expect(day).toMatchObject({
      date: '2026-03-02',
      timezone: 'UTC',
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-03T00:00:00.000Z',
    });
    const ours = day.calls.filter((call: { patient_id: number }) => call.patient_id === patientId);
    expect(
      ours.map((call: { key: string; state: string; outcome: string | null }) => [call.key, call.state, call.outcome]),
    ).toEqual([
      [`call-${ids.completed}`, 'finished', 'completed'],
      [`call-${ids.busy}`, 'finished', 'busy'],
      [`call-${ids.interrupted}`, 'finished', 'interrupted'],
      [`call-${ids.running}`, 'running', null],
      [`call-${ids.retrying}`, 'planned', null],
      [`call-${ids.queued}`, 'planned', null],
      [`scheduled-${scheduled[0]?.id}`, 'planned', null],
      [`scheduled-${scheduled[1]?.id}`, 'finished', 'canceled'],
    ]);
    const busy = ours[1];
    expect(busy).toMatchObject({
      at: '2026-03-02T10:00:00.000Z',
      ended_at: '2026-03-02T10:31:00.000Z',
      attempts: 3,
      retries: 2,
      client_name: 'Ada Daily',
      questionnaire_id: questionnaireId,
      questionnaire_name: 'Weekly check-in',
      call_id: ids.busy,
      origin: 'call-now',
    });
    expect(ours[4]).toMatchObject({ next_attempt_at: '2026-03-02T14:00:00.000Z', end_reason: 'no-answer' });
    expect(ours[6]).toMatchObject({ call_id: null, origin: 'manual', at: '2026-03-02T16:00:00.000Z' });
    expect(ours[7]).toMatchObject({ end_reason: 'consent-declined' });
    const keys = day.calls.map((call: { key: string }) => call.key);
    expect(keys).not.toContain(`call-${ids.tomorrow}`);
    expect(keys).not.toContain(`call-${ids.north}`);
    // Every call of the day is counted once, under its outcome or state.
    const counted = Object.values(day.totals as Record<string, number>).reduce((sum, count) => sum + count, 0);
    expect(counted).toBe(day.calls.length);
    expect(day.totals).toMatchObject({ running: 1, interrupted: 1, busy: 1 });
    expect(day.totals.canceled).toBeGreaterThanOrEqual(1);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bot_calls_day_read'), eq(auditLog.organizationId, demoCare)));
    expect(entry?.detail).toMatchObject({ date: '2026-03-02', timezone: 'UTC', calls: day.calls.length });
  });

  it("reads the day in the asked time zone, else the user's", async () => {
    const { testApp, demoCare, patientId, ids } = await setUp();
    const admin = await testApp.signIn('admin@demo.test');
    // In Tokyo (UTC+9) 2 March runs from 1 March 15:00 to 2 March 15:00 UTC: the afternoon's scheduled calls fall
    // on 3 March there.
    const tokyo = await admin.inject({
      method: 'GET',
      url: `${URL_DAY}?date=2026-03-02&timezone=Asia/Tokyo`,
      organizationId: demoCare,
    });
    expect(tokyo.json()).toMatchObject({ from: '2026-03-01T15:00:00.000Z', to: '2026-03-02T15:00:00.000Z' });
    const keys = tokyo
      .json()
      .calls.filter((call: { patient_id: number }) => call.patient_id === patientId)
      .map((call: { key: string }) => call.key);
    expect(keys).toContain(`call-${ids.running}`);
    expect(keys.some((key: string) => key.startsWith('scheduled-'))).toBe(false);
    await admin.inject({
      method: 'POST',
      url: '/api/user/updateUserTimeZone',
      organizationId: demoCare,
      payload: { timeOffSet: 0, timezone: 'America/New_York' },
    });
    const own = await admin.inject({ method: 'GET', url: `${URL_DAY}?date=2026-03-02`, organizationId: demoCare });
    expect(own.json()).toMatchObject({ timezone: 'America/New_York', from: '2026-03-02T05:00:00.000Z' });
  });

  it("never shows another organization's calls, and refuses non-admins", async () => {
    const { testApp, demoCare, north, ids } = await setUp();
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const northDay = await northAdmin.inject({
      method: 'GET',
      url: `${URL_DAY}?date=2026-03-02&timezone=UTC`,
      organizationId: north,
    });
    expect(northDay.statusCode).toBe(200);
    const northKeys = northDay.json().calls.map((call: { key: string }) => call.key);
    expect(northKeys).toContain(`call-${ids.north}`);
    expect(northKeys).not.toContain(`call-${ids.completed}`);
    const forbidden = await northAdmin.inject({
      method: 'GET',
      url: `${URL_DAY}?date=2026-03-02&timezone=UTC`,
      organizationId: demoCare,
    });
    expect(forbidden.statusCode).toBe(403);
    const operator = await testApp.signIn('operator@demo.test');
    const refused = await operator.inject({
      method: 'GET',
      url: `${URL_DAY}?date=2026-03-02&timezone=UTC`,
      organizationId: demoCare,
    });
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain('Daily');
  });

  it('answers 400 naming the field for a bad date or time zone', async () => {
    const { testApp, demoCare } = await setUp();
    const admin = await testApp.signIn('admin@demo.test');
    for (const date of ['2026-02-30', 'yesterday', '']) {
      const bad = await admin.inject({
        method: 'GET',
        url: `${URL_DAY}?date=${date}&timezone=UTC`,
        organizationId: demoCare,
      });
      expect(bad.statusCode, date).toBe(400);
      expect(bad.json().fields.map((field: { path: string }) => field.path)).toEqual(['date']);
    }
    const missing = await admin.inject({ method: 'GET', url: URL_DAY, organizationId: demoCare });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.map((field: { path: string }) => field.path)).toEqual(['date']);
    const zone = await admin.inject({
      method: 'GET',
      url: `${URL_DAY}?date=2026-03-02&timezone=Mars/Olympus_Mons`,
      organizationId: demoCare,
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toEqual([{ path: 'timezone', message: 'Unknown time zone' }]);
  });
});

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  patientPhones,
  patientSchedules,
  patients,
  questionnaires,
  userOrganizations,
  users,
} from '../src/db/schema/index.ts';
import { RESERVATION_TTL_MS } from '../src/scheduler/schedulerQueue.ts';
import { createTestApp, type TestSession } from './harness.ts';
import { saveSchedulerSettings } from './schedulerSettingsRequests.ts';
import { createTestClock, MINUTES } from './testClock.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Monday 9 March 2026, 14:00 UTC: 10:00 in New York, the day after the clocks went forward there. */
const MONDAY_14_UTC = new Date('2026-03-09T14:00:00Z');

async function startApp(start = MONDAY_14_UTC) {
  const clock = createTestClock(start);
  const testApp = await createTestApp({ build: { now: clock.now } });
  const care = await testApp.organizationId('Demo Care');
  // Only this test's clients are scheduled.
  await testApp.services.db.execute(
    sql`delete from patient_schedules where patient_id in (select id from patients where organization_id = ${care})`,
  );
  const admin = await testApp.signIn('super@demo.test');
  const agent = await testApp.signIn('agent@demo.test');
  // The organization's scheduler settings name the questionnaire its clients are called with.
  const [callable] = await testApp.services.db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.organizationId, care),
        eq(questionnaires.archive, false),
        eq(questionnaires.isSubQuestionnaire, false),
        eq(questionnaires.isFrame, false),
      ),
    )
    .orderBy(asc(questionnaires.id))
    .limit(1);
  if (!callable) throw new Error('no callable questionnaire');
  const settings = await saveSchedulerSettings(admin, care, {
    organizationQuestionnaires: [{ questionnaire_id: callable.id, language: 'en-US', is_default: true }],
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return { testApp, clock, care, admin, agent };
}

let clientCount = 0;

async function addClient(
  testApp: TestApp,
  organizationId: number,
  options: { language?: string | null; slots: { dayOfWeek: number; time: string; timezone: string }[] },
): Promise<number> {
  const { db } = testApp.services;
  clientCount += 1;
  const [row] = await db
    .insert(patients)
    .values({
      organizationId,
      firstName: 'Sched',
      lastName: `Client${clientCount}-${Math.random().toString(36).slice(2, 7)}`,
      birthDate: '1950-01-01',
      language: options.language === undefined ? 'en-US' : options.language,
      daysFrequency: 1,
      createdAt: new Date('2026-03-01T00:00:00Z'),
      lastCallStartedAt: new Date('2026-03-03T00:00:00Z'),
    })
    .returning({ id: patients.id });
  if (!row) throw new Error('no client');
  await db
    .insert(patientPhones)
    .values({ patientId: row.id, countryCode: '1', number: '2025550177', label: 'mobile', isDefault: true });
  if (options.slots.length > 0)
    await db.insert(patientSchedules).values(options.slots.map((slot) => ({ patientId: row.id, ...slot })));
  return row.id;
}

async function setShifts(admin: TestSession, organizationId: number, userId: number, shifts: unknown[]) {
  const url = `/api/admin/scheduler/shifts/${userId}`;
  const { version } = (await admin.inject({ method: 'GET', url, organizationId })).json();
  const response = await admin.inject({ method: 'PUT', url, organizationId, payload: { shifts, version } });
  expect(response.statusCode, response.body).toBe(200);
}

async function userId(testApp: TestApp, email: string): Promise<number> {
  const [row] = await testApp.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(email);
  return row.id;
}

const next = (session: TestSession, organizationId: number) =>
  session.inject({ method: 'GET', url: '/api/user/scheduler/scheduling/getNextCallee', organizationId });
const reserve = (session: TestSession, organizationId: number) =>
  session.inject({ method: 'PUT', url: '/api/user/scheduler/scheduling/reserveCallee', organizationId });
const outlook = (session: TestSession, organizationId: number) =>
  session.inject({ method: 'GET', url: '/api/user/scheduler/scheduling/todaysScheduleUserOutlook', organizationId });
const markExecuted = (session: TestSession, organizationId: number, id: number) =>
  session.inject({
    method: 'PUT',
    url: `/api/user/scheduler/scheduling/markCallExecutedInScheduler?scheduledCallId=${id}`,
    organizationId,
  });

describe('scheduler routes', () => {
  it('counts down to a client due later, then reserves it with its questionnaire, phone and batch, once', async () => {
    const { testApp, clock, care, admin, agent } = await startApp();
    const agentId = await userId(testApp, 'agent@demo.test');
    await setShifts(admin, care, agentId, [{ day_of_week: 2, start_time: '08:00', end_time: '20:00' }]);
    // Monday 10:30 in New York is 14:30 UTC, half an hour from now.
    const patientId = await addClient(testApp, care, {
      slots: [{ dayOfWeek: 2, time: '10:30', timezone: 'America/New_York' }],
    });

    const pending = (await next(agent, care)).json();
    expect(pending.nextCall).toEqual({ next_call_timedate_utc: '2026-03-09T14:30:00.000Z', shouldInvokeCall: false });
    expect((await reserve(agent, care)).json()).toEqual({ scheduledCall: null });
    const before = (await outlook(agent, care)).json();
    expect(before).toMatchObject({
      type: 'inShift',
      scheduledPatients: 1,
      userPatients: 1,
      totalOperators: expect.any(Number),
    });
    expect(before.shiftStart).toBe('2026-03-09T08:00:00.000Z');

    clock.advance(31 * MINUTES);
    expect((await next(agent, care)).json().nextCall.shouldInvokeCall).toBe(true);
    const reserved = (await reserve(agent, care)).json().scheduledCall;
    expect(reserved).toMatchObject({
      patient_id: patientId,
      organization_id: care,
      batch_id: `scheduler:${care}:2026-03-09`,
    });
    expect(reserved.questionnaire_id).toEqual(expect.any(Number));
    expect(reserved.phone_number_id).toEqual(expect.any(Number));
    // Asking again returns the same reservation instead of a second client.
    expect((await reserve(agent, care)).json().scheduledCall.id).toBe(reserved.id);

    const marked = await markExecuted(agent, care, reserved.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await next(agent, care)).json()).toEqual({ nextCall: null });
    expect((await reserve(agent, care)).json()).toEqual({ scheduledCall: null });
    const audit = await testApp.services.db
      .select({ action: auditLog.action, clientId: auditLog.clientId })
      .from(auditLog)
      .where(inArray(auditLog.action, ['client_scheduler_reserved', 'client_scheduler_executed']));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'client_scheduler_reserved', clientId: patientId },
        { action: 'client_scheduler_executed', clientId: patientId },
      ]),
    );
  });

  it('offers a client only to agents who speak its language, only in their shift and within the client window', async () => {
    const { testApp, clock, care, admin, agent } = await startApp();
    const agentId = await userId(testApp, 'agent@demo.test');
    await testApp.services.db
      .update(users)
      .set({ additionalLanguages: ['en-US'] })
      .where(eq(users.id, agentId));
    await setShifts(admin, care, agentId, [{ day_of_week: 2, start_time: '15:00', end_time: '16:00' }]);
    await addClient(testApp, care, {
      language: 'es-US',
      slots: [{ dayOfWeek: 2, time: '09:00', timezone: 'America/New_York' }],
    });
    const english = await addClient(testApp, care, {
      slots: [{ dayOfWeek: 2, time: '09:30', timezone: 'America/New_York' }],
    });

    // 14:00 UTC: before the shift; the English client is next at the shift start.
    expect((await next(agent, care)).json().nextCall).toEqual({
      next_call_timedate_utc: '2026-03-09T15:00:00.000Z',
      shouldInvokeCall: false,
    });
    expect((await outlook(agent, care)).json()).toMatchObject({
      type: 'todayShift',
      scheduledPatients: 2,
      userPatients: 1,
    });
    expect((await reserve(agent, care)).json().scheduledCall).toBeNull();
    clock.advance(60 * MINUTES);
    expect((await reserve(agent, care)).json().scheduledCall.patient_id).toBe(english);
    // The client window (09:30 to 11:30 in New York, 13:30 to 15:30 UTC) is open, the Spanish client is never offered.
    clock.advance(60 * MINUTES);
    // Tokens last an hour: sign in again at the later time.
    const later = await testApp.signIn('agent@demo.test');
    expect((await outlook(later, care)).json()).toMatchObject({ type: 'todayShift', userPatients: 0 });
  });

  it('gives a lapsed reservation to the next agent and then tells the first the callee is not available', async () => {
    const { testApp, clock, care, admin, agent } = await startApp();
    const agentId = await userId(testApp, 'agent@demo.test');
    const superId = await userId(testApp, 'super@demo.test');
    for (const id of [agentId, superId])
      await setShifts(admin, care, id, [{ day_of_week: 2, start_time: '00:00', end_time: '24:00' }]);
    await addClient(testApp, care, { slots: [{ dayOfWeek: 2, time: '09:30', timezone: 'America/New_York' }] });

    const first = (await reserve(agent, care)).json().scheduledCall;
    expect((await reserve(admin, care)).json().scheduledCall).toBeNull();
    clock.advance(RESERVATION_TTL_MS + 1000);
    const second = (await reserve(admin, care)).json().scheduledCall;
    expect(second.id).toBe(first.id);
    const late = await markExecuted(agent, care, first.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CALLEE_NOT_AVAILABLE' });
    expect((await markExecuted(admin, care, second.id)).statusCode).toBe(200);
  });

  it('answers 404 NO_QUESTIONNAIRE_FOUND without a questionnaire for the client and keeps the call open', async () => {
    const { testApp, care, agent } = await startApp();
    await addClient(testApp, care, { slots: [{ dayOfWeek: 2, time: '09:30', timezone: 'America/New_York' }] });
    await testApp.services.db
      .update(questionnaires)
      .set({ archive: true })
      .where(eq(questionnaires.organizationId, care));
    const response = await reserve(agent, care);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_QUESTIONNAIRE_FOUND' });
    await testApp.services.db
      .update(questionnaires)
      .set({ archive: false })
      .where(eq(questionnaires.organizationId, care));
    expect((await reserve(agent, care)).json().scheduledCall).not.toBeNull();
  });

  it('skips a reserved client with a reason, and the admin queue shows who skipped it and why', async () => {
    const { testApp, care, admin, agent } = await startApp();
    const patientId = await addClient(testApp, care, {
      slots: [{ dayOfWeek: 2, time: '09:30', timezone: 'America/New_York' }],
    });
    const reserved = (await reserve(agent, care)).json().scheduledCall;
    const skipped = await agent.inject({
      method: 'PUT',
      url: `/api/user/scheduler/scheduling/skipCallee?scheduledCallId=${reserved.id}`,
      organizationId: care,
      payload: { reason: 'client_unavailable' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((await reserve(agent, care)).json().scheduledCall).toBeNull();
    const queue = (
      await admin.inject({ method: 'GET', url: '/api/admin/scheduler/queue', organizationId: care })
    ).json();
    expect(queue.calls).toEqual([
      expect.objectContaining({ patient_id: patientId, status: 'skipped', skip_reason: 'client_unavailable' }),
    ]);
    const agentId = await userId(testApp, 'agent@demo.test');
    const agentRow = queue.agents.find((item: { user_id: number }) => item.user_id === agentId);
    expect(agentRow).toMatchObject({ skipped: 1, in_shift: true });
    const bad = await agent.inject({
      method: 'PUT',
      url: `/api/user/scheduler/scheduling/skipCallee?scheduledCallId=${reserved.id}`,
      organizationId: care,
      payload: { reason: 'because' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses operators who are not agents, other organizations, and agent shifts of non-members', async () => {
    const { testApp, care, admin } = await startApp();
    const operator = await testApp.signIn('operator@demo.test');
    expect((await next(operator, care)).statusCode).toBe(403);
    expect((await reserve(operator, care)).statusCode).toBe(403);
    const north = await testApp.organizationId('Demo Care North');
    const agent = await testApp.signIn('agent@demo.test');
    expect((await reserve(agent, north)).statusCode).toBe(403);
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const agentId = await userId(testApp, 'agent@demo.test');
    const foreign = await northAdmin.inject({
      method: 'GET',
      url: `/api/admin/scheduler/shifts/${agentId}`,
      organizationId: north,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await agent.inject({ method: 'GET', url: '/api/admin/scheduler/queue', organizationId: care })).statusCode,
    ).toBe(403);
    const badShift = await admin.inject({
      method: 'PUT',
      url: `/api/admin/scheduler/shifts/${agentId}`,
      organizationId: care,
      payload: { shifts: [{ day_of_week: 2, start_time: '18:00', end_time: '09:00' }], version: 1 },
    });
    expect(badShift.statusCode).toBe(400);
    expect(badShift.body).toContain('end_time');
  });

  it('answers 403 with a JSON error to non-agents who mark a call executed or skip it, and leaves the call reserved', async () => {
    const { testApp, care, agent } = await startApp();
    const patientId = await addClient(testApp, care, {
      slots: [{ dayOfWeek: 2, time: '09:30', timezone: 'America/New_York' }],
    });
    const reserved = (await reserve(agent, care)).json().scheduledCall;
    expect(reserved).toMatchObject({ patient_id: patientId });
    for (const email of ['admin@demo.test', 'operator@demo.test']) {
      const session = await testApp.signIn(email);
      const skipped = await session.inject({
        method: 'PUT',
        url: `/api/user/scheduler/scheduling/skipCallee?scheduledCallId=${reserved.id}`,
        organizationId: care,
        payload: { reason: 'client_unavailable' },
      });
      const executed = await markExecuted(session, care, reserved.id);
      for (const response of [skipped, executed]) {
        expect(response.statusCode, `${email} ${response.body}`).toBe(403);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toMatchObject({ error: expect.any(String), code: 'SCHEDULER_FORBIDDEN' });
      }
    }
    const rows = await testApp.services.db.execute(sql`select status from scheduler_calls where id = ${reserved.id}`);
    expect((rows as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('reserved');
    expect((await markExecuted(agent, care, reserved.id)).statusCode).toBe(200);
  });

  it('lets many agents reserve at the same instant without any client going to two of them', async () => {
    const { testApp, care, admin } = await startApp();
    const { db } = testApp.services;
    const agentCount = 12;
    const sessions: TestSession[] = [];
    for (let index = 0; index < agentCount; index += 1) {
      const [row] = await db
        .insert(users)
        .values({
          email: `agent-${index}-${Date.now()}@demo.test`,
          isLiftOperator: true,
          additionalLanguages: ['en-US'],
        })
        .returning({ id: users.id, email: users.email });
      if (!row) throw new Error('no user');
      await db.insert(userOrganizations).values({ userId: row.id, organizationId: care });
      await setShifts(admin, care, row.id, [{ day_of_week: 2, start_time: '00:00', end_time: '24:00' }]);
      sessions.push(await testApp.signIn(row.email));
    }
    const clientIds: number[] = [];
    for (let index = 0; index < 8; index += 1)
      clientIds.push(
        await addClient(testApp, care, { slots: [{ dayOfWeek: 2, time: '09:00', timezone: 'America/New_York' }] }),
      );

    const answers = await Promise.all(sessions.map((session) => reserve(session, care)));
    const reserved = answers.map((answer) => answer.json().scheduledCall).filter(Boolean);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(reserved).toHaveLength(8);
    expect(new Set(reserved.map((call: { patient_id: number }) => call.patient_id))).toEqual(new Set(clientIds));
    const rows = await db.execute(
      sql`select count(*)::int as n from scheduler_calls where status = 'reserved' and organization_id = ${care}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(8);
  });
});

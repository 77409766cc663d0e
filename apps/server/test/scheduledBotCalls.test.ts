import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/openDatabase.ts';
import {
  diagnoses,
  organizationSchedulerDiagnosisQuestionnaires,
  organizationSchedulerQuestionnaires,
  organizations,
  patientDiagnoses,
  patients,
  questionnaires,
  scheduledBotCalls,
} from '../src/db/schema/index.ts';
import { enqueueBotCallPlanning } from '../src/schedules/planBotCalls.ts';
import { createCountingPlacer, questionnaireNamed, readBotCall, setOrganizationSettings } from './botCallFixtures.ts';
import { createTestApp } from './harness.ts';
import { buildPatientInput, createPatient } from './patientRequests.ts';
import { saveSchedulerSettings } from './schedulerSettingsRequests.ts';
import { createTestClock } from './testClock.ts';

const FAST = { pollIntervalMs: 20 };

/** An app on a clock set to Sunday 1 March 2026, 12:00 UTC, with its workers quick to look for work. */
async function setUp() {
  const clock = createTestClock(new Date('2026-03-01T12:00:00.000Z'));
  let db: Db | null = null;
  const placer = createCountingPlacer(() => db as Db);
  const testApp = await createTestApp({
    build: { now: clock.now, jobWorker: FAST, botCallWorker: FAST, botCallPlacer: placer },
  });
  db = testApp.services.db;
  const admin = await testApp.signIn('admin@demo.test');
  const operator = await testApp.signIn('operator@demo.test');
  const demoCare = await testApp.organizationId('Demo Care');
  // The demo gives Demo Care's schedules to its agents; these tests are about the bot calling them.
  await setOrganizationSettings(testApp.services.db, demoCare, { 'schedules.calledBy': 'bot' });
  testApp.services.settingsCache.forget(demoCare);
  // The demo gives Demo Care scheduler questionnaires; these tests choose their own.
  await testApp.services.db
    .delete(organizationSchedulerQuestionnaires)
    .where(eq(organizationSchedulerQuestionnaires.organizationId, demoCare));
  await testApp.services.db
    .delete(organizationSchedulerDiagnosisQuestionnaires)
    .where(eq(organizationSchedulerDiagnosisQuestionnaires.organizationId, demoCare));
  const weekly = await questionnaireNamed(testApp.services.db, 'Weekly check-in');
  const settle = async () => {
    testApp.services.jobs.wake();
    await testApp.services.jobs.idle();
    testApp.services.botCallWorker.wake();
    await testApp.services.botCallWorker.idle();
  };
  return { testApp, clock, placer, admin, operator, demoCare, weekly, settle };
}

describe('the organization scheduler', () => {
  it('stores the questionnaires scheduled calls run, one per language, refusing what cannot be called', async () => {
    const { admin, operator, demoCare, weekly, testApp } = await setUp();
    const read = await admin.inject({
      method: 'GET',
      url: '/api/admin/organization/scheduler',
      organizationId: demoCare,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ organizationQuestionnaires: [], diagnosisQuestionnaires: [], calledBy: 'bot' });
    const write = (organizationQuestionnaires: unknown[], session = admin) =>
      saveSchedulerSettings(session, demoCare, { organizationQuestionnaires });
    const saved = await write([{ questionnaire_id: weekly, language: 'en-US', is_default: true }]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().organizationQuestionnaires).toEqual([
      { questionnaire_id: weekly, language: 'en-US', is_default: true },
    ]);
    const again = await admin.inject({
      method: 'GET',
      url: '/api/admin/organization/scheduler',
      organizationId: demoCare,
    });
    expect(again.json()).toEqual(saved.json());
    expect(saved.json().version).toBe(read.json().version + 1);

    const twice = await write([
      { questionnaire_id: weekly, language: 'en-US' },
      { questionnaire_id: weekly, language: 'en-US' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([
      { path: 'organizationQuestionnaires.1.language', message: 'One questionnaire a language' },
    ]);
    const sub = await write([
      { questionnaire_id: await questionnaireNamed(testApp.services.db, 'Mood check'), language: 'en-US' },
    ]);
    expect({ status: sub.statusCode, code: sub.json().code }).toEqual({
      status: 409,
      code: 'QUESTIONNAIRE_NOT_CALLABLE',
    });
    const byOperator = await operator.inject({
      method: 'POST',
      url: '/api/admin/organization/scheduler',
      organizationId: demoCare,
      payload: { organizationQuestionnaires: [], version: saved.json().version },
    });
    expect(byOperator.statusCode).toBe(403);
  });
});

describe('the organization scheduler’s questionnaires per diagnosis', () => {
  it('stores them with a priority, refuses what cannot be used, and plans a client’s calls by its diagnoses', async () => {
    const { admin, demoCare, weekly, settle, testApp } = await setUp();
    const { db } = testApp.services;
    const monthly = await questionnaireNamed(db, 'Monthly wellness call');
    const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
    const [copd, gout] = await db
      .insert(diagnoses)
      .values([
        { code: `C${suffix}`, name: 'COPD' },
        { code: `G${suffix}`, name: 'Gout' },
      ])
      .returning({ id: diagnoses.id });
    if (!copd || !gout) throw new Error('no diagnoses');
    const write = (diagnosisQuestionnaires: unknown[]) =>
      saveSchedulerSettings(admin, demoCare, {
        organizationQuestionnaires: [{ questionnaire_id: weekly, language: 'en-US', is_default: true }],
        diagnosisQuestionnaires,
      });
    const saved = await write([
      { diagnosis_id: gout.id, questionnaire_id: weekly, priority: 2 },
      { diagnosis_id: copd.id, questionnaire_id: monthly, priority: 1 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().diagnosisQuestionnaires).toEqual([
      { diagnosis_id: copd.id, questionnaire_id: monthly, priority: 1 },
      { diagnosis_id: gout.id, questionnaire_id: weekly, priority: 2 },
    ]);
    // Leaving the list out keeps it.
    const kept = await saveSchedulerSettings(admin, demoCare, {
      organizationQuestionnaires: [{ questionnaire_id: weekly, language: 'en-US', is_default: true }],
    });
    expect(kept.json().diagnosisQuestionnaires).toHaveLength(2);

    const twice = await write([
      { diagnosis_id: copd.id, questionnaire_id: weekly },
      { diagnosis_id: copd.id, questionnaire_id: monthly },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([
      { path: 'diagnosisQuestionnaires.1.diagnosis_id', message: 'One questionnaire a diagnosis' },
    ]);
    const unknown = await write([{ diagnosis_id: 2_000_000_000, questionnaire_id: weekly }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { path: 'diagnosisQuestionnaires.0.diagnosis_id', message: 'Unknown diagnosis' },
    ]);
    // Another organization's questionnaire answers as a missing one.
    const [other] = await db
      .insert(organizations)
      .values({ name: `Elsewhere ${suffix}` })
      .returning();
    if (!other) throw new Error('no organization');
    const [foreign] = await db
      .insert(questionnaires)
      .values({ organizationId: other.id, name: 'Elsewhere call', document: {} as never })
      .returning({ id: questionnaires.id });
    const foreignWrite = await write([{ diagnosis_id: copd.id, questionnaire_id: foreign?.id }]);
    const missingWrite = await write([{ diagnosis_id: copd.id, questionnaire_id: 2_000_000_000 }]);
    expect(foreignWrite.statusCode).toBe(404);
    expect({ status: missingWrite.statusCode, code: missingWrite.json().code }).toEqual({
      status: foreignWrite.statusCode,
      code: foreignWrite.json().code,
    });
    // Refused writes changed nothing.
    const read = await admin.inject({
      method: 'GET',
      url: '/api/admin/organization/scheduler',
      organizationId: demoCare,
    });
    expect(read.json().diagnosisQuestionnaires).toEqual(saved.json().diagnosisQuestionnaires);

    // A client with gout and COPD is called with COPD's questionnaire (priority 1); one without, with the default.
    const withDiagnoses = await createPatient(admin, demoCare, {
      ...buildPatientInput({ external_id: 'SCHED-DX-1' }),
      patientSchedule: [{ day_of_week: 2, time: '09:00', timezone: 'America/New_York' }],
    });
    const without = await createPatient(admin, demoCare, {
      ...buildPatientInput({
        external_id: 'SCHED-DX-2',
        first_name: 'Miriam',
        last_name: 'Levi',
        birth_date: '1946-02-11',
      }),
      patientSchedule: [{ day_of_week: 2, time: '09:00', timezone: 'America/New_York' }],
    });
    await db.insert(patientDiagnoses).values([
      { patientId: withDiagnoses, diagnosisId: gout.id, order: 1 },
      { patientId: withDiagnoses, diagnosisId: copd.id, order: 2 },
    ]);
    await enqueueBotCallPlanning(db, withDiagnoses, testApp.services.now());
    await enqueueBotCallPlanning(db, without, testApp.services.now());
    await settle();
    const planned = async (patientId: number) =>
      (
        await db
          .select({ questionnaireId: scheduledBotCalls.questionnaireId })
          .from(scheduledBotCalls)
          .where(and(eq(scheduledBotCalls.patientId, patientId), eq(scheduledBotCalls.status, 'planned')))
      ).map((row) => row.questionnaireId);
    expect(await planned(withDiagnoses)).toEqual([monthly]);
    expect(await planned(without)).toEqual([weekly]);
  });
});

describe('scheduled bot calls', () => {
  it('plans a client’s calls from their schedule in their time zone, and cancels them with a reason when consent is declined', async () => {
    const { admin, demoCare, weekly, settle, testApp, clock } = await setUp();
    await saveSchedulerSettings(admin, demoCare, {
      organizationQuestionnaires: [{ questionnaire_id: weekly, language: 'en-US', is_default: true }],
    });
    const patientId = await createPatient(admin, demoCare, {
      ...buildPatientInput({ external_id: 'SCHED-1' }),
      patientSchedule: [{ day_of_week: 2, time: '09:00', timezone: 'America/New_York' }],
    });
    await settle();
    let session = admin;
    const list = async () =>
      (
        await session.inject({
          method: 'GET',
          url: `/api/user/patient/${patientId}/scheduledCalls`,
          organizationId: demoCare,
        })
      ).json().scheduledCalls;
    // Mondays at 09:00 in New York within the next eight days: 2 March, before the clocks change.
    expect(await list()).toMatchObject([
      {
        due_at: '2026-03-02T14:00:00.000Z',
        local_time: '2026-03-02T09:00',
        origin: 'schedule',
        status: 'planned',
        questionnaire_id: weekly,
      },
    ]);

    // The first one falls due: it becomes a call record, placed and completed.
    clock.advance(26 * 3_600_000);
    await settle();
    await settle();
    // Tokens last an hour: a day later the admin signs in again.
    session = await testApp.signIn('admin@demo.test');
    const [started] = await testApp.services.db
      .select()
      .from(scheduledBotCalls)
      .where(and(eq(scheduledBotCalls.patientId, patientId), eq(scheduledBotCalls.status, 'started')));
    expect(started?.callId).toBeTypeOf('number');
    expect((await readBotCall(testApp.services.db, started?.callId ?? 0)).request).toMatchObject({
      status: 'completed',
      scheduledCallId: started?.id,
    });
    // The hourly pass has planned the next Monday, after the change to daylight saving time: still 09:00 there.
    expect(await list()).toMatchObject([
      { due_at: '2026-03-09T13:00:00.000Z', local_time: '2026-03-09T09:00', origin: 'schedule', status: 'planned' },
    ]);

    const tag = await session.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/tag`,
      organizationId: demoCare,
      payload: { name: 'consent call', params: 'declined', description: 'gave no reason', version: 1 },
    });
    expect(tag.statusCode, tag.body).toBe(200);
    await settle();
    expect(await list()).toMatchObject([
      { local_time: '2026-03-09T09:00', status: 'canceled', cancel_reason: 'consent-declined' },
    ]);
  });

  it('cancels planned calls past the end of the active period', async () => {
    const { admin, demoCare, weekly, settle, testApp } = await setUp();
    await saveSchedulerSettings(admin, demoCare, {
      organizationQuestionnaires: [{ questionnaire_id: weekly, language: 'en-US', is_default: true }],
    });
    const patientId = await createPatient(admin, demoCare, {
      ...buildPatientInput({ external_id: 'SCHED-2' }),
      patientSchedule: [{ day_of_week: 4, time: '10:30', timezone: 'Asia/Tokyo' }],
    });
    await settle();
    expect(
      (
        await testApp.services.db.select().from(scheduledBotCalls).where(eq(scheduledBotCalls.patientId, patientId))
      ).map((row) => row.status),
    ).toEqual(['planned']);
    await testApp.services.db.update(patients).set({ endDate: '2026-03-03' }).where(eq(patients.id, patientId));
    await enqueueBotCallPlanning(testApp.services.db, patientId, testApp.services.now());
    await settle();
    const rows = await testApp.services.db
      .select()
      .from(scheduledBotCalls)
      .where(eq(scheduledBotCalls.patientId, patientId));
    expect(rows.map((row) => [row.localTime, row.status, row.cancelReason])).toEqual([
      ['2026-03-04T10:30', 'canceled', 'active-period-ended'],
    ]);
  });

  it('lets an admin schedule a call in the client’s time zone and cancel it, with the spec’s messages for what is missing', async () => {
    const { admin, operator, demoCare, weekly, testApp } = await setUp();
    const patientId = await createPatient(admin, demoCare, buildPatientInput({ external_id: 'SCHED-3' }));
    const patient = (
      await admin.inject({ method: 'GET', url: `/api/user/patient/${patientId}`, organizationId: demoCare })
    ).json();
    const phoneId = (patient.data?.patientPhones ?? patient.patientPhones)[0].id;
    const url = `/api/user/patient/${patientId}/scheduledCalls`;
    const missing = await admin.inject({
      method: 'POST',
      url,
      organizationId: demoCare,
      payload: { timezone: 'Asia/Jerusalem', call_time: '10:00' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual(
      expect.arrayContaining([
        { path: 'phone_number_id', message: 'require phone number' },
        { path: 'call_date', message: 'Please select call date' },
        { path: 'questionnaire_id', message: 'Please select questionnaire' },
      ]),
    );
    const payload = {
      phone_number_id: phoneId,
      call_date: '2026-03-03',
      call_time: '10:00',
      timezone: 'Asia/Jerusalem',
      questionnaire_id: weekly,
    };
    const past = await admin.inject({
      method: 'POST',
      url,
      organizationId: demoCare,
      payload: { ...payload, call_date: '2026-02-01' },
    });
    expect(past.json().fields).toEqual([{ path: 'call_date', message: 'The call time must lie ahead' }]);
    expect((await operator.inject({ method: 'POST', url, organizationId: demoCare, payload })).statusCode).toBe(403);
    const created = await admin.inject({ method: 'POST', url, organizationId: demoCare, payload });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().scheduledCall).toMatchObject({
      due_at: '2026-03-03T08:00:00.000Z',
      local_time: '2026-03-03T10:00',
      timezone: 'Asia/Jerusalem',
      origin: 'manual',
      status: 'planned',
      questionnaire_name: 'Weekly check-in',
    });
    const id = created.json().scheduledCall.id;
    const listed = await operator.inject({ method: 'GET', url, organizationId: demoCare });
    expect(listed.json().scheduledCalls.map((call: { id: number }) => call.id)).toEqual([id]);
    const canceled = await admin.inject({ method: 'DELETE', url: `${url}/${id}`, organizationId: demoCare });
    expect(canceled.json().scheduledCall).toMatchObject({ status: 'canceled', cancel_reason: 'canceled-by-user' });
    // Another organization's admin cannot see or cancel them.
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const north = await testApp.organizationId('Demo Care North');
    expect((await northAdmin.inject({ method: 'GET', url, organizationId: north })).statusCode).toBe(404);
    expect((await northAdmin.inject({ method: 'DELETE', url: `${url}/${id}`, organizationId: north })).statusCode).toBe(
      404,
    );
  });
});

import type { Patient, PatientSearchRecord } from '@carecall/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows.ts';
import { auditLog, patients } from '../src/db/schema/index.ts';
import { findUserId, insertCalls, listCalls } from './callRequests.ts';
import { createTestApp } from './harness.ts';
import { createPatient } from './patientRequests.ts';

async function setUp() {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  const patientId = await createPatient(operator, demoCare);
  return { testApp, demoCare, operator, patientId };
}

const at = (iso: string) => new Date(iso);

describe('calls list: what it answers', () => {
  it('answers a client with no calls with an empty list', async () => {
    const { demoCare, operator, patientId } = await setUp();
    expect(await listCalls(operator, demoCare, patientId)).toEqual([]);
    expect(await listCalls(operator, demoCare, patientId, { lean: true })).toEqual([]);
  });

  it('answers each call with its fields, operator and derived flags, newest first', async () => {
    const { testApp, demoCare, operator, patientId } = await setUp();
    const olivia = await findUserId(testApp, 'operator@demo.test');
    const [answered, unanswered, bot] = await insertCalls(testApp, { organizationId: demoCare, patientId }, [
      {
        startDate: at('2026-03-01T09:30:00.000Z'),
        dateCreated: at('2026-03-01T09:29:50.000Z'),
        interviewerId: olivia,
        patientPhone: '972-501234567',
        status: 12,
        callTranscriptionStatus: 'completed',
      },
      {
        startDate: at('2026-03-02T09:30:00.000Z'),
        patientDialStatus: 'no-answer',
        recordingTime: 0,
        totalDialTime: 30,
        wasRecorded: false,
      },
      {
        startDate: at('2026-03-03T09:30:00.000Z'),
        product: 'bot',
        source: 'phone',
        patientDialStatus: 'busy',
        interviewerCallStatus: 'busy',
        recordingTime: 0,
        wasRecorded: false,
      },
    ]);
    const list = await listCalls(operator, demoCare, patientId);
    expect(list.map((call) => call.id)).toEqual([bot, unanswered, answered]);
    expect(list[2]).toEqual({
      id: answered,
      patient_id: patientId,
      source: 'voip',
      product: 'lift',
      status: 12,
      start_date: '2026-03-01T09:30:00.000Z',
      date_created: '2026-03-01T09:29:50.000Z',
      recording_time: 120,
      total_dial_time: 135,
      temp_download_link: null,
      // Recorded, with no recording stored yet.
      recording_status: 'preparing',
      patient_dial_status: 'completed',
      interviewer_call_status: 'completed',
      interviewer_details: { first_name: 'Olivia', last_name: 'Operator' },
      Answer: [],
      call_transcription_status: 'completed',
      was_recorded: true,
      callAnalysisLatest: null,
      anomalyScores: null,
      patient_phone: '972-501234567',
      is_dry_run: false,
      completed: true,
      ongoing: false,
      isFailedCall: false,
    });
    expect(list[1]).toMatchObject({ interviewer_details: null, completed: false, isFailedCall: true });
    expect(list[0]).toMatchObject({ product: 'bot', completed: false, ongoing: false, isFailedCall: true });
  });

  it('answers the lean form without operator, answers or analysis, with the same flags', async () => {
    const { testApp, demoCare, operator, patientId } = await setUp();
    const olivia = await findUserId(testApp, 'operator@demo.test');
    const [id] = await insertCalls(testApp, { organizationId: demoCare, patientId }, [
      { startDate: at('2026-03-01T09:30:00.000Z'), interviewerId: olivia, patientDialStatus: 'in-progress' },
    ]);
    const [call] = await listCalls(operator, demoCare, patientId, { lean: true });
    expect(Object.keys(call ?? {}).sort()).toEqual(
      [
        'id',
        'patient_id',
        'source',
        'product',
        'status',
        'start_date',
        'date_created',
        'recording_time',
        'patient_dial_status',
        'interviewer_call_status',
        'was_recorded',
        'temp_download_link',
        'recording_status',
        'is_dry_run',
        'completed',
        'ongoing',
        'isFailedCall',
      ].sort(),
    );
    expect(call).toMatchObject({ id, ongoing: true, completed: false, isFailedCall: false });
  });

  it('orders by start, or by creation for a call not dialled yet, and breaks ties by id', async () => {
    const { testApp, demoCare, operator, patientId } = await setUp();
    const [first, notDialled, tieA, tieB] = await insertCalls(testApp, { organizationId: demoCare, patientId }, [
      { startDate: at('2026-03-01T08:00:00.000Z') },
      { startDate: null, dateCreated: at('2026-03-05T08:00:00.000Z'), patientDialStatus: null },
      { startDate: at('2026-03-03T08:00:00.000Z') },
      { startDate: at('2026-03-03T08:00:00.000Z') },
    ]);
    const newestFirst = await listCalls(operator, demoCare, patientId);
    expect(newestFirst.map((call) => call.id)).toEqual([notDialled, tieB, tieA, first]);
    expect(newestFirst[0]).toMatchObject({ start_date: null, isFailedCall: true });
    const oldestFirst = await listCalls(operator, demoCare, patientId, { query: '?order=ASC' });
    expect(oldestFirst.map((call) => call.id)).toEqual([first, tieA, tieB, notDialled]);
  });

  it('keeps to the limit and to the time range, both ends included', async () => {
    const { testApp, demoCare, operator, patientId } = await setUp();
    const ids = await insertCalls(
      testApp,
      { organizationId: demoCare, patientId },
      [1, 2, 3, 4, 5].map((day) => ({ startDate: at(`2026-03-0${day}T10:00:00.000Z`) })),
    );
    const [day1, day2, day3, day4, day5] = ids;
    const limited = await listCalls(operator, demoCare, patientId, { query: '?limit=2' });
    expect(limited.map((call) => call.id)).toEqual([day5, day4]);
    const range = encodeURI('?startTime=2026-03-02T10:00:00.000Z&endTime=2026-03-04T10:00:00.000Z');
    const inRange = await listCalls(operator, demoCare, patientId, { query: range });
    expect(inRange.map((call) => call.id)).toEqual([day4, day3, day2]);
    const fromDay4 = await listCalls(operator, demoCare, patientId, {
      query: `?startTime=${encodeURIComponent('2026-03-04T12:00:00+02:00')}&order=ASC&limit=1`,
      lean: true,
    });
    expect(fromDay4.map((call) => call.id)).toEqual([day4]);
    const beforeAll = await listCalls(operator, demoCare, patientId, { query: '?endTime=2026-02-28T00:00:00Z' });
    expect(beforeAll).toEqual([]);
    expect(day1).toBeLessThan(day5 ?? 0);
  });

  it('records who read which client’s calls in the audit log, without the calls', async () => {
    const { testApp, demoCare, operator, patientId } = await setUp();
    await insertCalls(testApp, { organizationId: demoCare, patientId }, [{ startDate: at('2026-03-01T10:00:00Z') }]);
    await listCalls(operator, demoCare, patientId);
    const entries = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_calls_read'), eq(auditLog.clientId, patientId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ organizationId: demoCare, detail: { count: 1 } });
  });
});

describe('calls list: the demo clients', () => {
  it('gives every called demo client calls ending at its latest call, and none to the others', async () => {
    const { testApp } = await setUp();
    const rows = await queryRows<{ id: number; last: string | null; newest: string | null; count: number }>(
      testApp.services.db,
      sql`select p.id, p.last_call_started_at::text as last,
                 max(coalesce(c.start_date, c.date_created))::text as newest, count(c.id)::int as count
          from ${patients} p left join calls c on c.patient_id = p.id
          group by p.id`,
    );
    const called = rows.filter((row) => row.last !== null);
    expect(called.length).toBeGreaterThan(10);
    for (const row of called) {
      expect(row.newest, `client ${row.id}`).toBe(row.last);
      expect(row.count, `client ${row.id}`).toBeGreaterThanOrEqual(3);
    }
    for (const row of rows.filter((candidate) => candidate.last === null)) expect(row.count).toBe(0);
  });

  it('answers a demo client’s newest call at the start the client record names as its latest call', async () => {
    const { demoCare, operator } = await setUp();
    const list = await operator.inject({ method: 'GET', url: '/api/user/patient', organizationId: demoCare });
    const records = list.json<{ patients: PatientSearchRecord[] }>().patients;
    const called = records.find((record) => record.last_call_start_date !== null);
    if (!called) throw new Error('no demo client has a call');
    const patient = (
      await operator.inject({ method: 'GET', url: `/api/user/patient/${called.patient_id}`, organizationId: demoCare })
    ).json<Patient>();
    const calls = await listCalls(operator, demoCare, called.patient_id, { query: '?limit=5' });
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls[0]?.start_date).toBe(patient.latestCall?.start_date);
    const starts = calls.map((call) => call.start_date ?? '');
    expect([...starts].sort().reverse()).toEqual(starts);
  });
});

import { ANALYSIS_STATUS } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueCallAnalysis } from '../src/analysis/enqueueCallAnalysis.ts';
import { readLatestAnalyses } from '../src/analysis/readLatestAnalyses.ts';
import { toCallAnalysis } from '../src/analysis/toCallAnalysis.ts';
import { auditLog, callAnalyses, calls, organizationSettings } from '../src/db/schema/index.ts';
import { buildCallRecording, storeAndAnalyse, summarize } from './analysisRecordings.ts';
import { insertCalls } from './callRequests.ts';
import { createTestRecordingStorage } from './createTestRecordingStorage.ts';
import { createTestApp, startTestDatabase } from './harness.ts';
import { createPatient } from './patientRequests.ts';

beforeAll(startTestDatabase);

async function setUp() {
  // The worker runs when woken (as after a reanalysis request), not on its own between the steps of a test.
  const testApp = await createTestApp({ build: { jobWorker: { pollIntervalMs: 3_600_000 } } });
  const demoCare = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  const patientId = await createPatient(operator, demoCare);
  const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9, 30));
  const insert = (days: number[]) =>
    insertCalls(
      testApp,
      { organizationId: demoCare, patientId },
      days.map((n) => ({ startDate: day(n) })),
    );
  return { testApp, demoCare, operator, patientId, insert };
}

async function latest(db: Parameters<typeof readLatestAnalyses>[0], callIds: number[]) {
  const rows = await readLatestAnalyses(db, callIds);
  return callIds.map((id) => {
    const row = rows.get(id);
    return row ? toCallAnalysis(row) : undefined;
  });
}

describe('voice analysis of stored recordings', () => {
  it('compares each call with the same client’s earlier ones and flags the calls where the client slowed by 30 %', async () => {
    const { testApp, insert, operator, demoCare, patientId } = await setUp();
    const { db } = testApp.services;
    const callIds = await insert([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [index, callId] of callIds.entries()) {
      await storeAndAnalyse(db, callId, buildCallRecording(index, { rate: index >= 6 ? 4 * 0.7 : 4 }));
    }
    expect((await latest(db, callIds)).map((analysis) => analysis?.response_status)).toEqual(
      callIds.map(() => ANALYSIS_STATUS.pending),
    );
    testApp.services.jobs.wake();
    await testApp.services.jobs.idle();

    const analyses = await latest(db, callIds);
    // Three earlier calls make a baseline: before that, "not enough data".
    for (const analysis of analyses.slice(0, 3)) {
      expect(summarize(analysis)).toEqual({ status: ANALYSIS_STATUS.notEnoughData, level: -1, kinds: [] });
      expect(analysis?.measures?.sufficient).toBe(true);
    }
    for (const analysis of analyses.slice(3, 6)) {
      expect(summarize(analysis)).toEqual({ status: ANALYSIS_STATUS.complete, level: 0, kinds: [] });
    }
    for (const analysis of analyses.slice(6)) {
      expect(analysis?.response_status).toBe(ANALYSIS_STATUS.complete);
      // The first slow call stays out of the second's baseline, so both stand out as much.
      expect(analysis?.anomaly_type).toBe(2);
      expect(analysis?.anomaly_kinds).toContain('speed_decrease');
      expect(analysis?.voice_score ?? 0).toBeGreaterThanOrEqual(0.995);
    }
    expect(analyses[6]?.measures?.speakingRate ?? 9).toBeLessThan(0.8 * (analyses[5]?.measures?.speakingRate ?? 0));
    // The call carries its analysis status code.
    const stored = await db.select({ id: calls.id, status: calls.status }).from(calls);
    const statusById = new Map(stored.map((row) => [row.id, row.status]));
    expect(callIds.map((id) => statusById.get(id))).toEqual(analyses.map((analysis) => analysis?.response_status));

    // The call list and the call record show each call's newest analysis, as the calls panel reads it.
    const list = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/call/calls?order=ASC`,
      organizationId: demoCare,
    });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<{
      calls: { id: number; callAnalysisLatest: { anomaly_type: number } | null; anomalyScores: unknown }[];
    }>().calls;
    const listedById = new Map(listed.map((call) => [call.id, call]));
    expect(callIds.map((id) => listedById.get(id)?.callAnalysisLatest?.anomaly_type)).toEqual(
      analyses.map((analysis) => analysis?.anomaly_type),
    );
    expect(listedById.get(callIds[7] ?? 0)?.anomalyScores).not.toBeNull();
    const one = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/call/${callIds[6]}`,
      organizationId: demoCare,
    });
    expect(one.json<{ callAnalysisLatest: { anomaly_type: number } | null }>().callAnalysisLatest?.anomaly_type).toBe(
      2,
    );
  });

  it('leaves calls judged anomalous out of the baseline until a reviewer sets their level to 0', async () => {
    const { testApp, operator, demoCare, patientId, insert } = await setUp();
    const { db } = testApp.services;
    const callIds = await insert([1, 2, 3, 4, 5, 6]);
    for (const [index, callId] of callIds.entries()) {
      await storeAndAnalyse(db, callId, buildCallRecording(index, { rate: index >= 4 ? 4 * 0.7 : 4 }));
    }
    testApp.services.jobs.wake();
    await testApp.services.jobs.idle();
    const baselineOf = async (callId: number | undefined) =>
      (await readLatestAnalyses(db, callId === undefined ? [] : [callId])).get(callId ?? 0)?.baselineCount;
    const [fifth] = await latest(db, [callIds[4] ?? 0]);
    expect(fifth?.anomaly_type).toBe(2);
    expect(await baselineOf(callIds[5])).toBe(4);

    const review = await operator.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}/call/analysis/${fifth?.id}`,
      organizationId: demoCare,
      payload: { record_version: fifth?.record_version, anomaly_type: 0, comment: 'Had a cold; usual for them' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const again = await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/call/reanalyze`,
      organizationId: demoCare,
      payload: { callIds: [callIds[5]] },
    });
    expect(again.statusCode, again.body).toBe(200);
    await testApp.services.jobs.idle();
    expect(await baselineOf(callIds[5])).toBe(5);
  });

  it('ends "unable to analyze" for a call without a recording and for bytes that are not audio, without retrying', async () => {
    const { testApp, insert } = await setUp();
    const { db } = testApp.services;
    const [missing, garbage] = await insert([1, 2]);
    if (missing === undefined || garbage === undefined) throw new Error('calls not stored');
    await enqueueCallAnalysis(db, missing);
    await createTestRecordingStorage().put('garbage.wav', Buffer.from('not a recording at all'));
    await enqueueCallAnalysis(db, garbage, { recordingKey: 'garbage.wav' });
    testApp.services.jobs.wake();
    await testApp.services.jobs.idle();
    const rows = await db.select().from(callAnalyses);
    expect(rows.map((row) => [row.callId, row.status, row.measures])).toEqual(
      expect.arrayContaining([
        [missing, ANALYSIS_STATUS.unableToAnalyze, null],
        [garbage, ANALYSIS_STATUS.unableToAnalyze, null],
      ]),
    );
    expect(rows.find((row) => row.callId === garbage)?.failureReason).toMatch(/cannot be read/);
    expect(await enqueueCallAnalysis(db, 2_000_000_000)).toBeNull();
  });

  it('asks once for a call queued twice before its analysis started', async () => {
    const { testApp, insert } = await setUp();
    const { db } = testApp.services;
    const [callId] = await insert([1]);
    if (callId === undefined) throw new Error('call not stored');
    const first = await enqueueCallAnalysis(db, callId);
    const second = await enqueueCallAnalysis(db, callId, { recordingKey: 'later.wav' });
    expect(second?.id).toBe(first?.id);
    expect(second?.recordingKey).toBe('later.wav');
    expect(await db.select().from(callAnalyses).where(eq(callAnalyses.callId, callId))).toHaveLength(1);
  });
});

describe('PUT /api/user/patient/{id}/call/analysis/{analysisId}', () => {
  async function analysedCall() {
    const context = await setUp();
    const { db } = context.testApp.services;
    const [callId] = await context.insert([1]);
    if (callId === undefined) throw new Error('call not stored');
    await storeAndAnalyse(db, callId, buildCallRecording(0));
    context.testApp.services.jobs.wake();
    await context.testApp.services.jobs.idle();
    const [analysis] = await latest(db, [callId]);
    if (!analysis) throw new Error('no analysis');
    const url = `/api/user/patient/${context.patientId}/call/analysis/${analysis.id}`;
    return { ...context, callId, analysis, url };
  }

  it("stores a reviewer's anomaly level and note on the analysis's version, audited", async () => {
    const { testApp, operator, demoCare, patientId, analysis, url } = await analysedCall();
    const response = await operator.inject({
      method: 'PUT',
      url,
      organizationId: demoCare,
      payload: {
        record_version: analysis.record_version,
        anomaly_type: 2,
        comment: 'Sounded tired',
        response_status: 5,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: analysis.id,
      anomaly_type: 2,
      comment: 'Sounded tired',
      response_status: ANALYSIS_STATUS.notEnoughData,
      record_version: (analysis.record_version ?? 0) + 1,
    });
    const audits = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_call_analysis_updated'), eq(auditLog.clientId, patientId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ analysisId: analysis.id, fields: ['anomaly_type', 'comment'] });
    expect(JSON.stringify(audits[0]?.detail)).not.toContain('Sounded tired');
  });

  it('refuses a stale version with 409 and the current analysis, a changed analyser field with 400 naming it', async () => {
    const { operator, demoCare, analysis, url } = await analysedCall();
    const base = analysis.record_version ?? 0;
    const first = await operator.inject({
      method: 'PUT',
      url,
      organizationId: demoCare,
      payload: { record_version: base, anomaly_type: 1 },
    });
    expect(first.statusCode).toBe(200);
    const stale = await operator.inject({
      method: 'PUT',
      url,
      organizationId: demoCare,
      payload: { record_version: base, anomaly_type: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: base + 1,
      changedBy: { first_name: expect.any(String) },
      current: { id: analysis.id, anomaly_type: 1 },
    });
    const readOnly = await operator.inject({
      method: 'PUT',
      url,
      organizationId: demoCare,
      payload: { record_version: base + 1, response_status: ANALYSIS_STATUS.complete, version: 'mine' },
    });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().fields.map((field: { path: string }) => field.path)).toEqual(['response_status', 'version']);
    const badLevel = await operator.inject({
      method: 'PUT',
      url,
      organizationId: demoCare,
      payload: { record_version: base + 1, anomaly_type: 7 },
    });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.body).toContain('anomaly_type');
  });

  it('answers 404 for another organization, another client, or an unknown analysis, and 409 while analysing', async () => {
    const { testApp, operator, demoCare, patientId, callId, analysis, url } = await analysedCall();
    const payload = { record_version: analysis.record_version, anomaly_type: 1 };
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const north = await testApp.organizationId('Demo Care North');
    expect((await northAdmin.inject({ method: 'PUT', url, organizationId: north, payload })).statusCode).toBe(404);
    const otherPatient = await createPatient(operator, demoCare, {
      ...(await import('./patientRequests.ts')).buildPatientInput({
        first_name: 'Other',
        external_id: 'EXT-0099',
        email: 'o@example.test',
      }),
      patientPhones: [{ phone_number: '972-501239999', label: 'mobile', is_default: true }],
    });
    const wrongClient = url.replace(`/patient/${patientId}/`, `/patient/${otherPatient}/`);
    expect(
      (await operator.inject({ method: 'PUT', url: wrongClient, organizationId: demoCare, payload })).statusCode,
    ).toBe(404);
    const unknown = url.replace(/\/\d+$/, '/999999');
    expect((await operator.inject({ method: 'PUT', url: unknown, organizationId: demoCare, payload })).statusCode).toBe(
      404,
    );

    // With the worker stopped, the new analysis stays pending.
    await testApp.services.jobs.stop();
    const pending = await enqueueCallAnalysis(testApp.services.db, callId);
    const pendingUrl = url.replace(/\/\d+$/, `/${pending?.id}`);
    const refused = await operator.inject({
      method: 'PUT',
      url: pendingUrl,
      organizationId: demoCare,
      payload: { record_version: pending?.version, anomaly_type: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ANALYSIS_NOT_FINISHED');
  });
});

describe('POST /api/user/patient/{id}/call/reanalyze', () => {
  it('queues the listed calls in the background, keeps the earlier runs, and audits the request', async () => {
    const { testApp, operator, demoCare, patientId, insert } = await setUp();
    const { db } = testApp.services;
    const callIds = await insert([1, 2, 3, 4]);
    for (const [index, callId] of callIds.entries()) await storeAndAnalyse(db, callId, buildCallRecording(index));
    testApp.services.jobs.wake();
    await testApp.services.jobs.idle();
    const before = await latest(db, callIds);

    const response = await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/call/reanalyze`,
      organizationId: demoCare,
      payload: { callIds: [...callIds].reverse() },
    });
    expect(response.statusCode, response.body).toBe(200);
    // Oldest first, so each call is compared with earlier calls analysed the same way.
    expect(response.json()).toEqual({ callIds });
    await testApp.services.jobs.idle();
    const after = await latest(db, callIds);
    for (const [index, analysis] of after.entries()) {
      expect(analysis?.id).not.toBe(before[index]?.id);
      expect(summarize(analysis)).toEqual(summarize(before[index]));
    }
    expect(await db.select().from(callAnalyses).where(eq(callAnalyses.patientId, patientId))).toHaveLength(8);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'client_calls_reanalysis_requested'));
    expect(audit).toMatchObject({ clientId: patientId, organizationId: demoCare, detail: { count: 4 } });
  });

  it("refuses another client's call with 400 naming it, and answers 403 where the setting is off", async () => {
    const { testApp, operator, demoCare, patientId, insert } = await setUp();
    const [callId] = await insert([1]);
    const url = `/api/user/patient/${patientId}/call/reanalyze`;
    const foreign = await operator.inject({
      method: 'POST',
      url,
      organizationId: demoCare,
      payload: { callIds: [callId, 987654] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([{ path: 'callIds.1', message: 'Not a call of this client' }]);
    expect(await testApp.services.db.select().from(callAnalyses)).toHaveLength(0);

    const [settings] = await testApp.services.db
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, demoCare));
    await testApp.services.db
      .update(organizationSettings)
      .set({ settings: { ...settings?.settings, 'call.rerunAnalytics': false } })
      .where(eq(organizationSettings.organizationId, demoCare));
    testApp.services.settingsCache.forget(demoCare);
    const off = await operator.inject({
      method: 'POST',
      url,
      organizationId: demoCare,
      payload: { callIds: [callId] },
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('SETTING_DISABLED');
  });
});

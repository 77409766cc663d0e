import type { VersionConflictBody } from '@carecall/api-client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationSettings } from '../src/db/schema/index.ts';
import { addOrganizationRules, createCallWithTranscript, TRANSCRIPT } from './callContentFixtures.ts';
import { insertCalls } from './callRequests.ts';
import { createTestApp } from './harness.ts';

describe('transcripts: refused writes', () => {
  it('answers 409 VERSION_CONFLICT with the current transcript to a save based on an old version, writing nothing', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/transcription`;
    const edited = TRANSCRIPT.map((line) => ({ ...line, message: `${line.message}!` }));
    const first = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { transcriptionContent: edited, version: 1 },
    });
    expect(first.statusCode).toBe(200);
    const stale = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { transcriptionContent: TRANSCRIPT, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<VersionConflictBody>();
    expect(body).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: 2,
      changedBy: { first_name: expect.any(String) },
    });
    expect(body.current).toMatchObject({ transcriptionContent: edited, version: 2 });
    const read = await admin.inject({ method: 'GET', url, organizationId });
    expect(read.json()).toMatchObject({ transcriptionContent: edited, version: 2 });
  });

  it('refuses bad lines with 400 naming the field: times backwards, unknown speaker, repeated ids', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/transcription`;
    const cases: [unknown, string][] = [
      [[{ ...TRANSCRIPT[0], start_ms: 5_000, end_ms: 10 }], 'transcriptionContent.0.end_ms'],
      [[{ ...TRANSCRIPT[0], from: 'NURSE' }], 'transcriptionContent.0.from'],
      [[TRANSCRIPT[0], TRANSCRIPT[0]], 'transcriptionContent.1.id'],
      [[{ id: 'x', from: 'PATIENT', message: 'hi' }], 'transcriptionContent.0.start_ms'],
    ];
    for (const [lines, field] of cases) {
      const response = await admin.inject({
        method: 'PUT',
        url,
        organizationId,
        payload: { transcriptionContent: lines, version: 1 },
      });
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json().fields), field).toContain(field);
    }
  });

  it('answers 404 for a call without a transcript, on read and on save', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId } = await createCallWithTranscript(testApp, 'Demo Care');
    const [bare] = await insertCalls(testApp, { organizationId, patientId }, [{}]);
    const admin = await testApp.signIn('admin@demo.test');
    const url = `/api/user/patient/${patientId}/call/${bare}/transcription`;
    expect((await admin.inject({ method: 'GET', url, organizationId })).statusCode).toBe(404);
    const save = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { transcriptionContent: TRANSCRIPT, version: 1 },
    });
    expect(save.statusCode).toBe(404);
    expect(save.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses edits with 403 where the organization has transcript editing off', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const [row] = await testApp.services.db
      .select()
      .from(organizationSettings)
      .where(eq(organizationSettings.organizationId, organizationId));
    await testApp.services.db
      .update(organizationSettings)
      .set({ settings: { ...row?.settings, 'transcription.editing': false } })
      .where(eq(organizationSettings.organizationId, organizationId));
    testApp.services.settingsCache.forget(organizationId);
    const admin = await testApp.signIn('admin@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/transcription`;
    const response = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { transcriptionContent: [], version: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TRANSCRIPT_EDITING_OFF' });
    expect((await admin.inject({ method: 'GET', url, organizationId })).json()).toMatchObject({ version: 1 });
  });
});

describe('call notes: refused writes', () => {
  it('answers 409 with the current note to a stale save, and to a first save when the note exists', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const admin = await testApp.signIn('admin@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/note`;
    await operator.inject({ method: 'PUT', url, organizationId, payload: { note_body: 'Operator' } });
    await operator.inject({ method: 'PUT', url, organizationId, payload: { note_body: 'Operator 2', version: 1 } });
    const stale = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { note_body: 'Admin', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<VersionConflictBody>()).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: 2,
      current: { body: 'Operator 2', version: 2 },
    });
    const again = await admin.inject({ method: 'PUT', url, organizationId, payload: { note_body: 'Admin' } });
    expect(again.statusCode).toBe(409);
    const early = await admin.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}/call/${(await insertCalls(testApp, { organizationId, patientId }, [{}]))[0]}/note`,
      organizationId,
      payload: { note_body: 'x', version: 3 },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ currentVersion: 0, current: null });
    const read = await admin.inject({ method: 'GET', url, organizationId });
    expect(read.json().note).toMatchObject({ body: 'Operator 2' });
  });

  it('refuses a body that is too long or missing with 400 naming note_body', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/note`;
    for (const payload of [{ note_body: 'x'.repeat(20_001) }, {}, { note_body: 5 }]) {
      const response = await operator.inject({ method: 'PUT', url, organizationId, payload });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().fields)).toContain('note_body');
    }
  });
});

describe('post-call answers: refused writes', () => {
  it('refuses answers that do not fit the questions, naming each', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const { radioId, checkboxId } = await addOrganizationRules(testApp, organizationId);
    const operator = await testApp.signIn('operator@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/questions`;
    const response = await operator.inject({
      method: 'POST',
      url,
      organizationId,
      payload: {
        questionnaire: [
          { questionId: radioId, answer: 'Perhaps' },
          { questionId: checkboxId, answer: 'Sleep' },
          { questionId: 987654, answer: 'x' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual([
      'questionnaire.0.answer',
      'questionnaire.1.answer',
      'questionnaire.2.questionId',
    ]);
    expect((await operator.inject({ method: 'GET', url, organizationId })).json().answers).toEqual([]);
  });

  it('refuses a second first submit with 409 and a replace before any submit with 404', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const { radioId } = await addOrganizationRules(testApp, organizationId);
    const operator = await testApp.signIn('operator@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/questions`;
    const payload = { questionnaire: [{ questionId: radioId, answer: 'Well' }] };
    const early = await operator.inject({ method: 'PUT', url, organizationId, payload });
    expect(early.statusCode).toBe(404);
    expect((await operator.inject({ method: 'POST', url, organizationId, payload })).statusCode).toBe(200);
    const twice = await operator.inject({ method: 'POST', url, organizationId, payload: { questionnaire: [] } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ANSWERS_EXIST' });
    expect((await operator.inject({ method: 'GET', url, organizationId })).json().answers).toEqual(
      payload.questionnaire,
    );
  });
});

describe('batch matching and lists: refused input', () => {
  it('refuses a batch id with spaces, an unknown call, and list filters out of range', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const badBatch = await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/call/${callId}/batch/a%20b`,
      organizationId,
    });
    expect(badBatch.statusCode).toBe(400);
    expect(JSON.stringify(badBatch.json().fields)).toContain('batchId');
    const unknown = await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/call/99999999/batch/b1`,
      organizationId,
    });
    expect(unknown.statusCode).toBe(404);
    for (const [query, field] of [
      ['status=maybe', 'status'],
      ['minDuration=-1', 'minDuration'],
      ['durationUnit=hours', 'durationUnit'],
    ]) {
      const response = await operator.inject({
        method: 'GET',
        url: `/api/user/patient/${patientId}/call/calls?${query}`,
        organizationId,
      });
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json().fields), query).toContain(field);
    }
  });
});

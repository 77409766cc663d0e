import {
  ANALYSIS_STATUS,
  type CallNote,
  type CallRecord,
  callLeanSchema,
  callListItemSchema,
  type TranscriptCategory,
  type Transcription,
} from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, callAnalyses, calls } from '../src/db/schema/index.ts';
import { addOrganizationRules, createCallWithTranscript, TRANSCRIPT } from './callContentFixtures.ts';
import { findUserId, insertCalls, listCalls } from './callRequests.ts';
import { createTestApp } from './harness.ts';

describe('one call', () => {
  it('answers the call with flags, details, note and answers, and {} for a call this client does not have', async () => {
    const testApp = await createTestApp();
    const operatorId = await findUserId(testApp, 'operator@demo.test');
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care', {
      interviewerId: operatorId,
    });
    const admin = await testApp.signIn('admin@demo.test');
    const base = `/api/user/patient/${patientId}/call/${callId}`;
    const saved = await admin.inject({
      method: 'PUT',
      url: `${base}/note`,
      organizationId,
      payload: { note_body: 'Sounded tired' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await admin.inject({ method: 'GET', url: `${base}?t=${Date.now()}`, organizationId });
    expect(response.statusCode, response.body).toBe(200);
    const call = response.json<CallRecord>();
    expect(call).toMatchObject({
      id: callId,
      patient_id: patientId,
      completed: true,
      ongoing: false,
      isFailedCall: false,
      interviewer_details: { first_name: expect.any(String), last_name: expect.any(String) },
      CallNote: { body: 'Sounded tired' },
      call_details: { was_recorded: true, product: 'lift', patient_dial_status: 'completed' },
    });
    const none = await admin.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/call/99999999`,
      organizationId,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({});
    const audits = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_call_read'), eq(auditLog.clientId, patientId)));
    expect(audits.length).toBe(2);
  });

  it('matches a call to a scheduler batch', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/call/${callId}/batch/batch-2026.03`,
      organizationId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ call_id: callId, batch_id: 'batch-2026.03' });
    const [row] = await testApp.services.db.select({ batchId: calls.batchId }).from(calls).where(eq(calls.id, callId));
    expect(row?.batchId).toBe('batch-2026.03');
  });
});

describe('call lists: status and duration filters', () => {
  it('keeps answered or unanswered calls, and calls at least as long as asked in seconds or minutes', async () => {
    const testApp = await createTestApp();
    const organizationId = await testApp.organizationId('Demo Care');
    const { patientId } = await createCallWithTranscript(testApp, 'Demo Care');
    await insertCalls(testApp, { organizationId, patientId }, [
      {
        recordingTime: 0,
        patientDialStatus: 'no-answer',
        wasRecorded: false,
        startDate: new Date('2026-03-03T10:00:00Z'),
      },
      { recordingTime: 400, startDate: new Date('2026-03-04T10:00:00Z') },
    ]);
    const admin = await testApp.signIn('admin@demo.test');
    const all = await listCalls(admin, organizationId, patientId);
    // The lists are sent as prepared JSON: they must still be what the contract's schemas say.
    expect(() => callListItemSchema.array().parse(all)).not.toThrow();
    const leanAll = await listCalls(admin, organizationId, patientId, { lean: true });
    expect(() => callLeanSchema.array().parse(leanAll)).not.toThrow();
    expect(leanAll.length).toBe(all.length);
    const unanswered = await listCalls(admin, organizationId, patientId, { query: '?status=notAnswered' });
    const answered = await listCalls(admin, organizationId, patientId, { query: '?status=answered', lean: true });
    expect(unanswered.length + answered.length).toBe(all.length);
    expect(unanswered.every((call) => call.recording_time === 0)).toBe(true);
    expect(answered.every((call) => call.recording_time > 0)).toBe(true);
    const longSeconds = await listCalls(admin, organizationId, patientId, { query: '?minDuration=300' });
    const longMinutes = await listCalls(admin, organizationId, patientId, {
      query: '?minDuration=5&durationUnit=minutes',
    });
    expect(longMinutes).toEqual(longSeconds);
    expect(longSeconds.length).toBeGreaterThan(0);
    expect(longSeconds.every((call) => call.recording_time >= 300)).toBe(true);
    expect(longSeconds.length).toBe(all.filter((call) => call.recording_time >= 300).length);
  });
});

describe('transcripts', () => {
  it('reads a transcript, saves an edit that can be undone by saving the previous lines back', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/transcription`;
    const read = await admin.inject({ method: 'GET', url, organizationId });
    expect(read.statusCode, read.body).toBe(200);
    const first = read.json<Transcription>();
    expect(first).toMatchObject({
      transcriptionContent: TRANSCRIPT,
      version: 1,
      previousContent: null,
      user_name: null,
    });
    expect(first.date).toBe('2026-03-02T10:00:00.000Z');

    const edited = TRANSCRIPT.map((line) =>
      line.id === 'l2' ? { ...line, message: 'My **chest pain** is back.' } : line,
    );
    const save = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { transcriptionContent: edited, version: 1 },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect(save.json<Transcription>()).toMatchObject({
      transcriptionContent: edited,
      previousContent: TRANSCRIPT,
      version: 2,
    });

    const undo = await admin.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { transcriptionContent: TRANSCRIPT, version: 2 },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json<Transcription>()).toMatchObject({
      transcriptionContent: TRANSCRIPT,
      previousContent: edited,
      version: 3,
    });
    const audits = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_transcript_updated'), eq(auditLog.clientId, patientId)));
    expect(audits.length).toBe(2);
    expect(JSON.stringify(audits)).not.toContain('chest');
  });

  it('names the operator of the call to super admins only', async () => {
    const testApp = await createTestApp();
    const operatorId = await findUserId(testApp, 'operator@demo.test');
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care', {
      interviewerId: operatorId,
    });
    const url = `/api/user/patient/${patientId}/call/${callId}/transcription`;
    const asSuper = await (await testApp.signIn('super@demo.test')).inject({ method: 'GET', url, organizationId });
    const asAdmin = await (await testApp.signIn('admin@demo.test')).inject({ method: 'GET', url, organizationId });
    expect(asSuper.json<Transcription>().user_name).toMatch(/\S+ \S+/);
    expect(asAdmin.json<Transcription>().user_name).toBeNull();
  });

  it('gives the organization’s categories with the phrases found, their offsets and times', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    await addOrganizationRules(testApp, organizationId);
    const admin = await testApp.signIn('operator@demo.test');
    const response = await admin.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/call/${callId}/transcription/category`,
      organizationId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const category = response
      .json<{ categories: TranscriptCategory[] }>()
      .categories.find((c) => c.category === 'Test symptoms');
    expect(category?.color).toBe('#d32f2f');
    expect(category?.matches.map((match) => [match.messageId, match.phrase, match.start, match.end])).toEqual([
      ['l2', 'chest pain', 3, 13],
      ['l2', 'dizzy', 34, 39],
    ]);
    for (const match of category?.matches ?? []) {
      expect(match.start_ms).toBeGreaterThanOrEqual(2_500);
      expect(match.end_ms).toBeLessThanOrEqual(6_500);
    }
  });
});

describe('call notes', () => {
  it('creates a note, reads it, saves it again on its version and lists it with its call', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/note`;
    const empty = await operator.inject({ method: 'GET', url, organizationId });
    expect(empty.json()).toEqual({ note: null });
    const created = await operator.inject({ method: 'PUT', url, organizationId, payload: { note_body: 'First' } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ patient_id: patientId, version: 1 });
    const updated = await operator.inject({
      method: 'PUT',
      url,
      organizationId,
      payload: { note_body: 'Second', version: 1 },
    });
    expect(updated.json()).toMatchObject({ id: created.json().id, version: 2 });
    const read = await operator.inject({ method: 'GET', url, organizationId });
    expect(read.json<{ note: CallNote }>().note).toMatchObject({ body: 'Second', call_id: callId, version: 2 });
    const list = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/call/notes`,
      organizationId,
    });
    const listed = list.json<{ notes: CallNote[] }>().notes.find((note) => note.call_id === callId);
    expect(listed).toMatchObject({ body: 'Second', calls: [{ id: callId, patient_id: patientId }] });
  });
});

describe('post-call questions', () => {
  it('lists questions, takes answers by POST the first time and PUT afterwards, and shows them on the call', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const { radioId, checkboxId } = await addOrganizationRules(testApp, organizationId);
    const operator = await testApp.signIn('operator@demo.test');
    const url = `/api/user/patient/${patientId}/call/${callId}/questions`;
    const before = await operator.inject({ method: 'GET', url, organizationId });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().answers).toEqual([]);
    expect(before.json().questions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: radioId, type: 'radio', options: ['Well', 'Unwell'], isCustomaizable: false }),
        expect.objectContaining({ id: checkboxId, type: 'checkbox', isCustomaizable: true }),
      ]),
    );
    const answers = [
      { questionId: radioId, answer: 'Unwell' },
      { questionId: checkboxId, answer: ['Medication', 'A fall at home'] },
    ];
    const created = await operator.inject({ method: 'POST', url, organizationId, payload: { questionnaire: answers } });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ questionnaire: answers });
    const replaced = [{ questionId: radioId, answer: 'Well' }];
    const updated = await operator.inject({ method: 'PUT', url, organizationId, payload: { questionnaire: replaced } });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = await operator.inject({ method: 'GET', url, organizationId });
    expect(after.json().answers).toEqual(replaced);
    const [call] = (await listCalls(operator, organizationId, patientId)).filter((item) => item.id === callId);
    expect(call?.Answer).toEqual(replaced);
  });
});

describe('activity log', () => {
  it('lists the creation of the client and every call, newest first, with length, recording and transcript', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const response = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/activityLog`,
      organizationId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { events } = response.json<{ events: { eventName: string; createdDate: string; callId: number | null }[] }>();
    const calls = await listCalls(operator, organizationId, patientId);
    expect(events.filter((event) => event.eventName === 'outgoingCall').length).toBe(calls.length);
    expect(events.filter((event) => event.eventName === 'patientCreated').length).toBe(1);
    const dates = events.map((event) => event.createdDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(events.find((event) => event.callId === callId)).toMatchObject({
      outgoingCallSource: 'lift',
      callDuration: 120,
      isTranscription: true,
      tempURL: null,
    });
  });

  it('lists a voice anomaly found by a call’s newest analysis, above its call, and drops it once reviewed to none', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    const { db } = testApp.services;
    const [analysis] = await db
      .insert(callAnalyses)
      .values({
        callId,
        patientId,
        organizationId,
        status: ANALYSIS_STATUS.complete,
        anomalyLevel: 2,
        algorithm: 'test',
      })
      .returning();
    const operator = await testApp.signIn('operator@demo.test');
    const read = async () =>
      (
        await operator.inject({ method: 'GET', url: `/api/user/patient/${patientId}/activityLog`, organizationId })
      ).json<{ events: { eventName: string; callId: number | null; anomalyLevel?: number | null }[] }>().events;
    const events = await read();
    const anomaly = events.findIndex((event) => event.eventName === 'voiceAnomaly');
    expect(events[anomaly]).toMatchObject({ callId, anomalyLevel: 2, isTranscription: true });
    // Dated at the end of its call: the call itself is the next older event.
    expect(events[anomaly + 1]).toMatchObject({ eventName: 'outgoingCall', callId });
    if (analysis) await db.update(callAnalyses).set({ anomalyLevel: 0 }).where(eq(callAnalyses.id, analysis.id));
    expect((await read()).some((event) => event.eventName === 'voiceAnomaly')).toBe(false);
  });
});

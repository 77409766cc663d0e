import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { measureRms } from '../src/audio/audioFrames.ts';
import { auditLog, botCallRequests, calls, jobs, patients, questionnaires } from '../src/db/schema/index.ts';
import { createMediaPeer } from '../src/telephony/local/createMediaPeer.ts';
import type { DevPhoneServerMessage } from '../src/telephony/local/devPhoneMessages.ts';
import { DEV_PHONE_GATEWAY_PATH } from '../src/telephony/local/registerDevPhoneGateway.ts';
import { waitForIceGathering } from '../src/telephony/local/waitForIceGathering.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { until } from './until.ts';

/** The admin's browser: the dev phone socket with a dry-run line open. */
async function openDryRunLine(testApp: TestApp, accessToken: string, organizationId: number) {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${DEV_PHONE_GATEWAY_PATH}?token=${accessToken}`);
  const messages: DevPhoneServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as DevPhoneServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async <T extends DevPhoneServerMessage['type']>(type: T) => {
    await until(() => messages.some((message) => message.type === type));
    const index = messages.findIndex((message) => message.type === type);
    const [message] = messages.splice(index, 1);
    return message as Extract<DevPhoneServerMessage, { type: T }>;
  };
  socket.send(JSON.stringify({ type: 'register-dry-run', organization_id: organizationId }));
  const { line_id: lineId } = await next('dry-run-line');
  return { socket, next, lineId };
}

async function addClient(testApp: TestApp, organization: string): Promise<number> {
  const [patient] = await testApp.services.db
    .insert(patients)
    .values({
      organizationId: await testApp.organizationId(organization),
      firstName: 'Rosalind',
      lastName: `Dry-${Math.random().toString(36).slice(2, 8)}`,
      birthDate: '1948-05-12',
    })
    .returning({ id: patients.id });
  if (!patient) throw new Error('no patient');
  return patient.id;
}

async function weeklyCheckIn(testApp: TestApp) {
  const [row] = await testApp.services.db
    .select({ id: questionnaires.id, version: questionnaires.version })
    .from(questionnaires)
    .where(
      and(
        eq(questionnaires.name, 'Weekly check-in'),
        eq(questionnaires.organizationId, await testApp.organizationId('Demo Care')),
      ),
    );
  if (!row) throw new Error('no Weekly check-in');
  return row;
}

describe('POST /bot/dryRun', () => {
  it('rings the admin’s own browser line, runs the saved questionnaire with the client’s name, and leaves the client’s record alone', async () => {
    const testApp = await createTestApp();
    const organizationId = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const patientId = await addClient(testApp, 'Demo Care');
    const questionnaire = await weeklyCheckIn(testApp);
    const line = await openDryRunLine(testApp, admin.accessToken, organizationId);

    const started = await admin.inject({
      method: 'POST',
      url: '/bot/dryRun',
      payload: {
        questionnaireId: questionnaire.id,
        questionnaireVersion: questionnaire.version,
        hasUnsavedChanges: false,
        patientId,
        lineId: line.lineId,
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const callId: number = started.json().call_id;
    const [call] = await testApp.services.db.select().from(calls).where(eq(calls.id, callId));
    expect(call).toMatchObject({ isDryRun: true, product: 'bot', patientId, patientPhone: null });

    const ring = await line.next('ring');
    const peer = createMediaPeer();
    const heard: Int16Array[] = [];
    peer.onFrame((frame) => heard.push(frame));
    await peer.connection.setLocalDescription(await peer.connection.createOffer());
    await waitForIceGathering(peer.connection);
    line.socket.send(
      JSON.stringify({ type: 'answer', ring_id: ring.ring_id, sdp: peer.connection.localDescription?.sdp }),
    );
    const accepted = await line.next('accepted');
    await peer.connection.setRemoteDescription({ type: 'answer', sdp: accepted.sdp });
    await line.next('connected');

    const read = async () =>
      (await admin.inject({ method: 'GET', url: `/bot/dryRun/${callId}` })).json<{
        status: string;
        end_reason: string | null;
        transcript: { from: string; message: string }[];
        path: { vertex: string }[];
        recording_url: string | null;
      }>();
    await until(async () => (await read()).transcript.length > 0);
    const [first] = (await read()).transcript;
    expect(first).toMatchObject({ from: 'CALLER', message: expect.stringContaining('Hello Rosalind') });
    expect((await read()).status).toBe('in-progress');
    // The bot's voice (or its tones without a synthesizer) reaches the admin's browser.
    await until(() => heard.some((frame) => measureRms(frame) > 300));

    line.socket.send(JSON.stringify({ type: 'hangup', ring_id: ring.ring_id }));
    await until(async () => (await read()).status === 'completed');
    await until(async () => (await read()).recording_url !== null);
    const ended = await read();
    expect(ended.end_reason).toBe('client-hangup');
    expect(ended.path.length).toBeGreaterThan(0);

    const { db } = testApp.services;
    // No retry, no change to the client, no voice analysis of the admin's voice.
    const [request] = await db.select().from(botCallRequests).where(eq(botCallRequests.callId, callId));
    expect(request).toMatchObject({ status: 'completed', attempts: 1, nextAttemptAt: null, phoneNumber: 'dry-run' });
    const [client] = await db.select().from(patients).where(eq(patients.id, patientId));
    expect(client?.lastCallStartedAt).toBeNull();
    const analyses = await db.select().from(jobs).where(eq(jobs.kind, 'call_analysis'));
    expect(analyses.filter((job) => (job.payload as { callId?: number }).callId === callId)).toEqual([]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dry_run_requested'), eq(auditLog.clientId, patientId)));
    expect(audits).toHaveLength(1);

    // Listed on the client's calls as a dry run; left out of the day's bot calls.
    const listed = await admin.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/calls/lean` });
    expect(listed.statusCode, listed.body).toBe(200);
    const listedCalls = listed.json() as { id: number; is_dry_run?: boolean }[] | { calls: unknown };
    expect(JSON.stringify(listedCalls)).toContain(`"is_dry_run":true`);
    const today = new Date().toISOString().slice(0, 10);
    const day = await admin.inject({ method: 'GET', url: `/api/admin/botCalls/day?date=${today}&timezone=UTC` });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().calls.map((entry: { call_id: number | null }) => entry.call_id)).not.toContain(callId);
    line.socket.close();
    await peer.close();
  });

  it('refuses unsaved changes, a stale version, bad fields and a line that is not open, naming the field', async () => {
    const testApp = await createTestApp();
    await testApp.services.botCallWorker.stop();
    const organizationId = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const patientId = await addClient(testApp, 'Demo Care');
    const questionnaire = await weeklyCheckIn(testApp);
    const line = await openDryRunLine(testApp, admin.accessToken, organizationId);
    const body = {
      questionnaireId: questionnaire.id,
      questionnaireVersion: questionnaire.version,
      hasUnsavedChanges: false,
      patientId,
      lineId: line.lineId,
    };
    const post = (payload: Record<string, unknown>) =>
      admin.inject({ method: 'POST', url: '/bot/dryRun', payload: { ...body, ...payload } });

    const unsaved = await post({ hasUnsavedChanges: true });
    expect(unsaved.statusCode).toBe(409);
    expect(unsaved.json()).toMatchObject({ code: 'QUESTIONNAIRE_UNSAVED', field: 'hasUnsavedChanges' });
    const stale = await post({ questionnaireVersion: questionnaire.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'QUESTIONNAIRE_VERSION_CONFLICT', field: 'questionnaireVersion' });
    const closedLine = await post({ lineId: '7d4a1f9e-51a8-4c43-8a3c-0a7d9f1a2b3c' });
    expect(closedLine.statusCode).toBe(404);
    expect(closedLine.json()).toMatchObject({ code: 'DRY_RUN_LINE_NOT_FOUND', field: 'lineId' });
    const badLine = await post({ lineId: 'nope' });
    expect(badLine.statusCode).toBe(400);
    expect(badLine.body).toContain('lineId');
    const missingClient = await post({ patientId: undefined });
    expect(missingClient.statusCode).toBe(400);
    expect(missingClient.body).toContain('patientId');
    const gone = await post({ questionnaireId: 999_999 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'QUESTIONNAIRE_NOT_FOUND' });

    // A stored questionnaire that no longer passes save validation is not run.
    await testApp.services.db
      .update(questionnaires)
      .set({ document: {} as never })
      .where(eq(questionnaires.id, questionnaire.id));
    const invalid = await post({});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'QUESTIONNAIRE_INVALID' });

    // Nothing of the refused requests was stored.
    const stored = await testApp.services.db.select().from(calls).where(eq(calls.patientId, patientId));
    expect(stored).toEqual([]);
    line.socket.close();
  });

  it('refuses an operator, another organization’s client and questionnaire, and another user’s line', async () => {
    const testApp = await createTestApp();
    await testApp.services.botCallWorker.stop();
    const organizationId = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const operator = await testApp.signIn('operator@demo.test');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const patientId = await addClient(testApp, 'Demo Care');
    const northPatientId = await addClient(testApp, 'Demo Care North');
    const questionnaire = await weeklyCheckIn(testApp);
    const line = await openDryRunLine(testApp, admin.accessToken, organizationId);
    const body = {
      questionnaireId: questionnaire.id,
      questionnaireVersion: questionnaire.version,
      hasUnsavedChanges: false,
      patientId,
      lineId: line.lineId,
    };

    const asOperator = await operator.inject({ method: 'POST', url: '/bot/dryRun', payload: body });
    expect(asOperator.statusCode).toBe(403);
    const otherClient = await admin.inject({
      method: 'POST',
      url: '/bot/dryRun',
      payload: { ...body, patientId: northPatientId },
    });
    expect(otherClient.statusCode).toBe(404);
    expect(otherClient.json()).toMatchObject({ code: 'PATIENT_NOT_FOUND', field: 'patientId' });
    // North's admin sees Demo Care's questionnaires (its parent's) but not its clients, nor the admin's line.
    const northOrganization = await testApp.organizationId('Demo Care North');
    const northOnDemoCare = await northAdmin.inject({
      method: 'POST',
      url: '/bot/dryRun',
      organizationId: northOrganization,
      payload: body,
    });
    expect(northOnDemoCare.statusCode).toBe(404);
    const northLine = await northAdmin.inject({
      method: 'POST',
      url: '/bot/dryRun',
      organizationId: northOrganization,
      payload: { ...body, patientId: northPatientId },
    });
    expect(northLine.statusCode).toBe(404);
    expect(northLine.json()).toMatchObject({ code: 'DRY_RUN_LINE_NOT_FOUND' });
    // Demo Care does not see its child organization's questionnaires.
    const [weekly] = await testApp.services.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.id, body.questionnaireId));
    if (!weekly) throw new Error('no questionnaire');
    const { id: _id, ...copy } = weekly;
    const [northOnly] = await testApp.services.db
      .insert(questionnaires)
      .values({ ...copy, organizationId: northOrganization, name: 'North only check-in' })
      .returning({ id: questionnaires.id, version: questionnaires.version });
    if (!northOnly) throw new Error('no copy');
    const otherQuestionnaire = await admin.inject({
      method: 'POST',
      url: '/bot/dryRun',
      payload: { ...body, questionnaireId: northOnly.id, questionnaireVersion: northOnly.version },
    });
    expect(otherQuestionnaire.statusCode).toBe(404);
    expect(otherQuestionnaire.json()).toMatchObject({ code: 'QUESTIONNAIRE_NOT_FOUND' });

    // An operator cannot read a dry run, nor can another organization.
    const started = await admin.inject({ method: 'POST', url: '/bot/dryRun', payload: body });
    expect(started.statusCode, started.body).toBe(200);
    const callId = started.json().call_id;
    expect((await operator.inject({ method: 'GET', url: `/bot/dryRun/${callId}` })).statusCode).toBe(403);
    expect(
      (
        await northAdmin.inject({
          method: 'GET',
          url: `/bot/dryRun/${callId}`,
          organizationId: northOrganization,
        })
      ).statusCode,
    ).toBe(404);
    line.socket.close();
  });
});

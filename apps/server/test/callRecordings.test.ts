import { randomUUID } from 'node:crypto';
import type { CallRecord } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from '../src/audio/pcmAudio.ts';
import { auditLog, callRecordings, users } from '../src/db/schema/index.ts';
import { renderTranscriptRecording } from '../src/demo/ensureDemoRecordings.ts';
import { createCallWithTranscript, TRANSCRIPT } from './callContentFixtures.ts';
import { listCalls } from './callRequests.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { createTestClock, MINUTES } from './testClock.ts';

/** Stores a stereo recording of the fixture transcript (tones: no synthesizer needed) for a call; answers its bytes. */
async function storeRecording(testApp: TestApp, organizationId: number, callId: number): Promise<Buffer> {
  const audio = await renderTranscriptRecording({
    lines: TRANSCRIPT,
    durationMs: 8_000,
    language: 'en-US',
    speech: null,
  });
  const bytes = encodeWav(audio);
  const fileId = randomUUID();
  const storageKey = `calls/${fileId}.wav`;
  await testApp.services.callRecordings.put(storageKey, bytes);
  await testApp.services.db
    .insert(callRecordings)
    .values({ callId, organizationId, fileId, storageKey, sizeBytes: bytes.length, durationMs: 8_000 });
  return bytes;
}

/** Writes a recording file (tones of the fixture transcript) under a storage key; answers its bytes. */
async function storeRecordingFile(testApp: TestApp, storageKey: string): Promise<Buffer> {
  const audio = await renderTranscriptRecording({
    lines: TRANSCRIPT,
    durationMs: 8_000,
    language: 'en-US',
    speech: null,
  });
  const bytes = encodeWav(audio);
  await testApp.services.callRecordings.put(storageKey, bytes);
  return bytes;
}

async function readLink(testApp: TestApp) {
  const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
  const bytes = await storeRecording(testApp, organizationId, callId);
  const admin = await testApp.signIn('admin@demo.test');
  const call = (
    await admin.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/${callId}`, organizationId })
  ).json<CallRecord>();
  const link = call.temp_download_link;
  expect(link).toMatch(/^http:\/\/localhost:3000\/api\/call-recordings\/[0-9a-f-]{36}\.wav\?expires=\d+&signature=/);
  expect(call.call_details.temp_download_link).toBe(link);
  return { bytes, path: (link ?? '').replace('http://localhost:3000', ''), organizationId, patientId, callId, admin };
}

describe('call recordings', () => {
  it('serves the whole stereo file through the signed link, without a token, and audits the play', async () => {
    const testApp = await createTestApp();
    const { bytes, path, patientId } = await readLink(testApp);
    const response = await testApp.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(Number(response.headers['content-length'])).toBe(bytes.length);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const audio = decodeWav(response.rawPayload);
    expect(audio.channels).toHaveLength(2);
    // The client's line (2.5–6.5 s) is on the left channel only, the caller's (0–2 s) on the right only.
    const energy = (channel: Int16Array, fromMs: number, toMs: number) =>
      channel.subarray((fromMs * 8) | 0, (toMs * 8) | 0).reduce((sum, sample) => sum + Math.abs(sample), 0);
    const [left, right] = audio.channels as [Int16Array, Int16Array];
    expect(energy(left, 3_000, 6_000)).toBeGreaterThan(0);
    expect(energy(right, 3_000, 6_000)).toBe(0);
    expect(energy(right, 200, 1_800)).toBeGreaterThan(0);
    expect(energy(left, 200, 1_800)).toBe(0);
    const plays = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_call_recording_played'), eq(auditLog.clientId, patientId)));
    expect(plays).toHaveLength(1);
  });

  it('audits the first read of a recording by its user in the window, from any byte, once; HEAD never', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const { bytes, path, patientId, callId, organizationId, admin } = await readLink(testApp);
    const adminId = (
      await testApp.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'))
    )[0]?.id;
    const plays = () =>
      testApp.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'client_call_recording_played'), eq(auditLog.clientId, patientId)));

    const head = await testApp.app.inject({ method: 'HEAD', url: path });
    expect(head.statusCode).toBe(200);
    expect(await plays()).toHaveLength(0);

    const allButFirst = await testApp.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=1-' } });
    expect(allButFirst.statusCode).toBe(206);
    expect(allButFirst.rawPayload.equals(bytes.subarray(1))).toBe(true);
    expect(await plays()).toEqual([
      expect.objectContaining({ userId: adminId, organizationId, detail: expect.objectContaining({ callId }) }),
    ]);

    clock.advance(5 * MINUTES);
    const seek = await testApp.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=100-' } });
    expect(seek.statusCode).toBe(206);
    const whole = await testApp.app.inject({ method: 'GET', url: path });
    expect(whole.statusCode).toBe(200);
    expect(await testApp.app.inject({ method: 'HEAD', url: path })).toMatchObject({ statusCode: 200 });
    expect(await plays()).toHaveLength(1);

    // After the window, a read on a fresh link is a new listening.
    clock.advance(11 * MINUTES);
    const fresh = (
      await admin.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/${callId}?t=2`, organizationId })
    ).json<CallRecord>();
    const again = await testApp.app.inject({
      method: 'GET',
      url: (fresh.temp_download_link ?? '').replace('http://localhost:3000', ''),
      headers: { range: 'bytes=1-' },
    });
    expect(again.statusCode).toBe(206);
    expect(await plays()).toHaveLength(2);
  });

  it('refuses a link whose user was changed or left out', async () => {
    const testApp = await createTestApp();
    const { path } = await readLink(testApp);
    const [file, query] = path.split('?') as [string, string];
    const params = new URLSearchParams(query);
    expect(params.get('user')).toMatch(/^\d+$/);
    const otherUser = new URLSearchParams(params);
    otherUser.set('user', String(Number(params.get('user')) + 1));
    const noUser = new URLSearchParams(params);
    noUser.delete('user');
    for (const url of [`${file}?${otherUser}`, `${file}?${noUser}`]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { range: 'bytes=1-' } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'RECORDING_URL_INVALID' });
    }
  });

  it('answers a byte range with 206 and exactly those bytes, suffix ranges included', async () => {
    const testApp = await createTestApp();
    const { bytes, path } = await readLink(testApp);
    for (const [range, start, end] of [
      ['bytes=100-199', 100, 199],
      ['bytes=0-0', 0, 0],
      ['bytes=-50', bytes.length - 50, bytes.length - 1],
      [`bytes=${bytes.length - 10}-`, bytes.length - 10, bytes.length - 1],
      [`bytes=40-${bytes.length + 1000}`, 40, bytes.length - 1],
    ] as const) {
      const response = await testApp.app.inject({ method: 'GET', url: path, headers: { range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(Number(response.headers['content-length']), range).toBe(end - start + 1);
      expect(response.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size to a range outside the file, and the whole file to a malformed one', async () => {
    const testApp = await createTestApp();
    const { bytes, path } = await readLink(testApp);
    const outside = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(outside.json()).toMatchObject({ code: 'RANGE_NOT_SATISFIABLE' });
    const malformed = await testApp.app.inject({ method: 'GET', url: path, headers: { range: 'pages=1-2' } });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(bytes.length);
  });

  it('answers 403 RECORDING_URL_EXPIRED once the link expired, and a fresh read of the call plays again', async () => {
    const clock = createTestClock();
    const testApp = await createTestApp({ build: { now: clock.now } });
    const { path, patientId, callId, organizationId, admin } = await readLink(testApp);
    clock.advance(16 * MINUTES);
    const expired = await testApp.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 'RECORDING_URL_EXPIRED' });
    const fresh = (
      await admin.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/${callId}?t=1`, organizationId })
    ).json<CallRecord>();
    const again = await testApp.app.inject({
      method: 'GET',
      url: (fresh.temp_download_link ?? '').replace('http://localhost:3000', ''),
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers 403 RECORDING_URL_INVALID to a link without, or with a changed, signature or file', async () => {
    const testApp = await createTestApp();
    const { path } = await readLink(testApp);
    const [file, query] = path.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const later = new URLSearchParams({
      expires: String(Number(params.get('expires')) + 3600),
      signature: params.get('signature') ?? '',
    });
    for (const url of [
      file,
      `${file}?${later}`,
      `${file.replace(/[0-9a-f](?=\.wav$)/, (c) => (c === '0' ? '1' : '0'))}?${query}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'RECORDING_URL_INVALID' });
    }
  });

  it('gives the lists and the activity log the same kind of link, and none to a call without a recording', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId, admin } = await readLink(testApp);
    const full = await listCalls(admin, organizationId, patientId);
    const lean = await listCalls(admin, organizationId, patientId, { lean: true });
    for (const list of [full, lean]) {
      expect(list.find((call) => call.id === callId)?.temp_download_link).toMatch(/call-recordings\/.+signature=/);
      expect(list.filter((call) => call.id !== callId).every((call) => call.temp_download_link === null)).toBe(true);
    }
    const activity = await admin.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/activityLog`,
      organizationId,
    });
    const event = activity.json().events.find((item: { callId: number }) => item.callId === callId);
    expect(event.tempURL).toMatch(/call-recordings\/.+signature=/);
  });

  it('tells a recorded call whose recording is still being prepared from a call that was not recorded', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care', {
      wasRecorded: true,
      recordingTime: 8,
    });
    const { callId: unrecordedId } = await createCallWithTranscript(testApp, 'Demo Care', { wasRecorded: false });
    const admin = await testApp.signIn('admin@demo.test');
    const readCall = async (id: number) =>
      (
        await admin.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/${id}`, organizationId })
      ).json<CallRecord>();

    for (const lean of [false, true]) {
      const list = await listCalls(admin, organizationId, patientId, { lean });
      expect(list.find((call) => call.id === callId)).toMatchObject({
        was_recorded: true,
        recording_status: 'preparing',
        temp_download_link: null,
      });
      expect(list.find((call) => call.id === unrecordedId)).toMatchObject({
        was_recorded: false,
        recording_status: 'none',
      });
    }
    const preparing = await readCall(callId);
    expect(preparing.recording_status).toBe('preparing');
    expect(preparing.call_details).toMatchObject({ recording_status: 'preparing', temp_download_link: null });
    expect((await readCall(unrecordedId)).call_details.recording_status).toBe('none');

    // Its row is written before its file (a lost file being made again): the link answers "not ready", not "missing".
    const fileId = randomUUID();
    await testApp.services.db.insert(callRecordings).values({
      callId,
      organizationId,
      fileId,
      storageKey: `calls/${fileId}.wav`,
      sizeBytes: 0,
      durationMs: 8_000,
    });
    const linked = await readCall(callId);
    expect(linked.recording_status).toBe('ready');
    const link = (linked.temp_download_link ?? '').replace('http://localhost:3000', '');
    const waiting = await testApp.app.inject({ method: 'GET', url: link });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.json()).toMatchObject({ code: 'RECORDING_NOT_READY' });

    const bytes = await storeRecordingFile(testApp, `calls/${fileId}.wav`);
    const ready = await testApp.app.inject({ method: 'GET', url: link });
    expect(ready.statusCode).toBe(200);
    expect(ready.rawPayload.equals(bytes)).toBe(true);
  });
});

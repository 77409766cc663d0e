import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeWav } from '../src/audio/pcmAudio.ts';
import {
  callAnswers,
  callNotes,
  callRecordings,
  calls,
  callTranscriptions,
  patients,
  transcriptCategories,
} from '../src/db/schema/index.ts';
import { ensureDemoRecordings } from '../src/demo/ensureDemoRecordings.ts';
import { SLOWING_CLIENT_WEEKS } from '../src/demo/seedDemoCallContents.ts';
import { createTestApp } from './harness.ts';

describe('demo call contents', () => {
  it('tell a story: categories, transcripts of transcribed clients, notes and answers on operator calls', async () => {
    const testApp = await createTestApp();
    const { db } = testApp.services;
    const organizationId = await testApp.organizationId('Demo Care');
    const categories = await db
      .select()
      .from(transcriptCategories)
      .where(eq(transcriptCategories.organizationId, organizationId));
    expect(categories.map((row) => row.category)).toEqual(['Symptoms', 'Mood', 'Medication', 'Positive']);
    const transcripts = await db.select().from(callTranscriptions);
    expect(transcripts.length).toBeGreaterThan(20);
    expect((await db.select().from(callNotes)).length).toBeGreaterThan(3);
    expect((await db.select().from(callAnswers)).length).toBeGreaterThan(5);
    // Every recorded call's length is its conversation's, which ends after its last line.
    const recorded = await db
      .select({ recordingTime: calls.recordingTime, content: callTranscriptions.content })
      .from(calls)
      .innerJoin(callTranscriptions, eq(callTranscriptions.callId, calls.id));
    for (const row of recorded) {
      const last = row.content.at(-1);
      expect(row.recordingTime * 1000).toBeGreaterThan(last?.end_ms ?? 0);
      expect(row.recordingTime).toBeLessThan(90);
    }
  });

  it('have one client called weekly for three months whose speech slows week by week', async () => {
    const testApp = await createTestApp();
    const { db } = testApp.services;
    const organizationId = await testApp.organizationId('Demo Care');
    const [client] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.organizationId, organizationId), eq(patients.isCallTranscriptionOn, true)))
      .orderBy(asc(patients.id));
    const weekly = await db
      .select({ startDate: calls.startDate, content: callTranscriptions.content })
      .from(calls)
      .innerJoin(callTranscriptions, eq(callTranscriptions.callId, calls.id))
      .where(eq(calls.patientId, client?.id ?? 0))
      .orderBy(asc(calls.startDate));
    expect(weekly).toHaveLength(SLOWING_CLIENT_WEEKS);
    const days = ((weekly.at(-1)?.startDate?.getTime() ?? 0) - (weekly[0]?.startDate?.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(7 * (SLOWING_CLIENT_WEEKS - 1));
    // Words per second of the client's lines: falling, the last far below the first.
    const rates = weekly.map(({ content }) => {
      const lines = content.filter((line) => line.from === 'PATIENT');
      const words = lines.reduce((sum, line) => sum + line.message.split(/\s+/).length, 0);
      const seconds = lines.reduce((sum, line) => sum + (line.end_ms - line.start_ms) / 1000, 0);
      return words / seconds;
    });
    const [first] = rates;
    expect(rates.at(-1) ?? 0).toBeLessThan((first ?? 0) * 0.7);
    expect(rates.slice(-4).every((rate, index, list) => index === 0 || rate < (list[index - 1] ?? 0))).toBe(true);
  });

  it('give every recorded demo call a stereo recording file, without a synthesizer too (tones), once', async () => {
    const testApp = await createTestApp();
    const services = { ...testApp.services, speech: null };
    const stored: number[] = [];
    const made = await ensureDemoRecordings(services, {
      onRecordingStored: async (callId) => {
        stored.push(callId);
      },
    });
    const recorded = await testApp.services.db
      .select({ id: calls.id, patientId: calls.patientId, lastCall: patients.lastCallStartedAt })
      .from(calls)
      .innerJoin(patients, eq(patients.id, calls.patientId))
      .where(eq(calls.wasRecorded, true));
    expect(made).toBe(recorded.length);
    expect(stored).toHaveLength(recorded.length);
    // The client called last (the client list's first) has its recordings first.
    const latest = Math.max(...recorded.map((row) => row.lastCall?.getTime() ?? 0));
    const latestClientCalls = recorded.filter((row) => row.lastCall?.getTime() === latest).map((row) => row.id);
    expect(latestClientCalls.length).toBeGreaterThanOrEqual(3);
    expect(latestClientCalls).toContain(stored[0]);
    expect(await ensureDemoRecordings(services)).toBe(0);
    const rows = await testApp.services.db
      .select()
      .from(callRecordings)
      .where(inArray(callRecordings.callId, recorded.map((row) => row.id).slice(0, 3)));
    for (const row of rows) {
      const bytes = await testApp.services.callRecordings.get(row.storageKey);
      expect(bytes?.length).toBe(row.sizeBytes);
      const audio = decodeWav(bytes ?? Buffer.alloc(0));
      expect(audio.channels).toHaveLength(2);
      expect(audio.sampleRate).toBe(8_000);
      expect(Math.abs((audio.channels[0]?.length ?? 0) / 8 - row.durationMs)).toBeLessThanOrEqual(1);
    }
    // A lost file is made again on the next start.
    const [lost] = rows;
    if (lost) await testApp.services.callRecordings.delete(lost.storageKey);
    expect(await ensureDemoRecordings(services)).toBe(1);
  });
});

import { randomUUID } from 'node:crypto';
import type { TranscriptMessage } from '@carecall/api-client';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppServices } from '../AppServices.ts';
import { createSilence, createTone, decodeWav, encodeWav, mixSamples, type PcmAudio } from '../audio/pcmAudio.ts';
import { callRecordings, calls, callTranscriptions, organizations, patients } from '../db/schema/index.ts';
import { createConcurrencyLimit } from '../speech/createConcurrencyLimit.ts';
import type { SpeechLanguage } from '../speech/SpeechSynthesizer.ts';
import { buildDemoCallScript, fitWordsPerMinute } from './buildDemoCallScript.ts';
import { DEMO_ORGANIZATIONS } from './demoAccounts.ts';

/** Call recordings are telephone audio: 8 kHz, 16-bit, stereo. */
export const CALL_RECORDING_SAMPLE_RATE = 8_000;
/** The channel each speaker is recorded on: left the client, right the operator and the bot. */
export const SPEAKER_CHANNELS = { PATIENT: 0, CALLER: 1 } as const;
/** The pitch of the tone standing in for each speaker's line where no speech synthesizer exists. */
const FALLBACK_TONES = { PATIENT: 220, CALLER: 330 } as const;
/** Recordings made at the same time (each waits on a few short syntheses). */
const PARALLEL_RECORDINGS = 3;

/**
 * A stereo recording in which each line of a transcript is said on its speaker's channel at its `start_ms`, at the
 * rate that fills its time (so a slower client is heard slower); lines longer than their time are cut at the next.
 * Without a synthesizer each line is a soft tone on its channel, so players and speaker lanes still work.
 */
export async function renderTranscriptRecording(options: {
  lines: readonly TranscriptMessage[];
  durationMs: number;
  language: SpeechLanguage;
  speech: AppServices['speech'];
}): Promise<PcmAudio> {
  const audio = createSilence({ durationMs: options.durationMs, sampleRate: CALL_RECORDING_SAMPLE_RATE, channels: 2 });
  const rendered = await Promise.all(
    options.lines.map(async (line) => {
      const slotMs = Math.max(1, line.end_ms - line.start_ms);
      if (!options.speech || line.message.trim() === '')
        return createTone({
          durationMs: slotMs,
          sampleRate: CALL_RECORDING_SAMPLE_RATE,
          frequency: FALLBACK_TONES[line.from],
        });
      const wav = await options.speech.synthesize({
        text: line.message,
        language: options.language,
        wordsPerMinute: fitWordsPerMinute(line.message, slotMs),
        sampleRate: CALL_RECORDING_SAMPLE_RATE,
      });
      return decodeWav(wav, { sampleRate: CALL_RECORDING_SAMPLE_RATE }).channels[0] ?? new Int16Array();
    }),
  );
  options.lines.forEach((line, index) => {
    const channel = audio.channels[SPEAKER_CHANNELS[line.from]];
    const next = options.lines[index + 1];
    const limit = next && next.start_ms > line.start_ms ? next.start_ms - line.start_ms : Number.POSITIVE_INFINITY;
    const samples = rendered[index] ?? new Int16Array();
    const cut = samples.subarray(0, Math.min(samples.length, Math.round((limit * CALL_RECORDING_SAMPLE_RATE) / 1000)));
    if (channel) mixSamples(channel, cut, Math.round((line.start_ms * CALL_RECORDING_SAMPLE_RATE) / 1000));
  });
  return audio;
}

/**
 * Gives every recorded call of the demo organizations a recording file, made from its transcript (or, for a client
 * without transcription, from the same conversation `buildDemoCallScript` wrote its length from): calls that have
 * one already, with its file in place, are skipped, so this costs a few queries on later starts and remakes files a
 * wiped data folder lost. Speech comes from the synthesizer's cache, so a sentence is synthesized once.
 * `onRecordingStored` runs after each (the app queues the call's voice analysis there), and `onProgress` is told how
 * many of those to make are made (0 of them first). Answers how many it made. The transcripts are read only for the
 * recordings it makes, so a start that finds every file in place reads no more than the calls' recording rows.
 *
 * Clients are served most recently called first, the order of the client list, so the client a user opens first
 * after a fresh start has its recordings soonest; each client's calls go oldest first, so each call's analysis
 * finds the earlier calls it is compared with already analysed.
 */
export async function ensureDemoRecordings(
  services: Pick<AppServices, 'db' | 'speech' | 'callRecordings'>,
  options: {
    onRecordingStored?: (callId: number, storageKey: string) => Promise<void>;
    onProgress?: (made: number, total: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<number> {
  const { db } = services;
  const demoOrganizations = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      inArray(
        organizations.name,
        DEMO_ORGANIZATIONS.map((organization) => organization.name),
      ),
    );
  if (demoOrganizations.length === 0) return 0;
  const rows = await db
    .select({
      call: calls,
      firstName: patients.firstName,
      language: patients.language,
      recording: callRecordings,
    })
    .from(calls)
    .innerJoin(patients, eq(patients.id, calls.patientId))
    .leftJoin(callRecordings, eq(callRecordings.callId, calls.id))
    .where(
      and(
        inArray(
          calls.organizationId,
          demoOrganizations.map((organization) => organization.id),
        ),
        eq(calls.wasRecorded, true),
      ),
    )
    .orderBy(
      sql`${patients.lastCallStartedAt} desc nulls last`,
      asc(patients.id),
      asc(sql`coalesce(${calls.startDate}, ${calls.dateCreated})`),
      asc(calls.id),
    );
  const present = await Promise.all(
    rows.map(async (row) => !!row.recording && (await services.callRecordings.size(row.recording.storageKey)) !== null),
  );
  const missing = rows.filter((_, index) => !present[index]);
  if (missing.length === 0) return 0;
  options.onProgress?.(0, missing.length);
  let done = 0;
  const limit = createConcurrencyLimit(PARALLEL_RECORDINGS);
  const made = await Promise.all(
    missing.map((row) =>
      limit(async () => {
        // Closing the app stops the making between recordings; the next start makes the rest.
        if (options.signal?.aborted) return 0;
        const language: SpeechLanguage = row.language === 'es-US' ? 'es-US' : 'en-US';
        const [transcript] = await db
          .select({ content: callTranscriptions.content })
          .from(callTranscriptions)
          .where(eq(callTranscriptions.callId, row.call.id));
        const lines =
          transcript?.content ??
          buildDemoCallScript({
            seed: row.call.id,
            product: row.call.product,
            language,
            firstName: row.firstName,
            clientWordsPerMinute: 165,
          }).lines;
        const durationMs = Math.max(1_000, row.call.recordingTime * 1000);
        const audio = await renderTranscriptRecording({ lines, durationMs, language, speech: services.speech });
        const bytes = encodeWav(audio);
        const fileId = row.recording?.fileId ?? randomUUID();
        const storageKey = `calls/${fileId}.wav`;
        await services.callRecordings.put(storageKey, bytes);
        const values = { storageKey, sizeBytes: bytes.length, durationMs, format: 'wav' as const };
        await db
          .insert(callRecordings)
          .values({ callId: row.call.id, organizationId: row.call.organizationId, fileId, ...values })
          .onConflictDoUpdate({ target: callRecordings.callId, set: values });
        await options.onRecordingStored?.(row.call.id, storageKey);
        done += 1;
        options.onProgress?.(done, missing.length);
        return 1;
      }),
    ),
  );
  return made.reduce<number>((sum, count) => sum + count, 0);
}

import type { CallAnalysis } from '@carecall/api-client';
import { enqueueCallAnalysis } from '../src/analysis/enqueueCallAnalysis.ts';
import type { Db } from '../src/db/openDatabase.ts';
import type { RecordingStorage } from '../src/recordings/RecordingStorage.ts';
import { createTestRecordingStorage } from './createTestRecordingStorage.ts';
import { encodeStereoWav, synthesizeSpeaker } from './voiceSignals.ts';

/**
 * A stereo call recording of a client who talks at `rate` syllables a second (a little variation per call, as
 * people's habits vary) on the left and an operator on the right.
 */
export function buildCallRecording(index: number, { rate = 4, seconds = 20 } = {}): Buffer {
  const wobble = 1 + 0.04 * Math.sin(index * 2.1);
  const client = synthesizeSpeaker({
    durationSeconds: seconds,
    syllablesPerSecond: rate * wobble,
    phraseSeconds: 3,
    pauseSeconds: 0.8,
    pitchHz: 170 * (1 + 0.02 * Math.cos(index)),
    pitchSwingSemitones: 3 * wobble,
    seed: index + 1,
  });
  const operator = synthesizeSpeaker({
    durationSeconds: seconds,
    syllablesPerSecond: 5,
    phraseSeconds: 2,
    pauseSeconds: 2,
    pitchHz: 110,
    seed: 99,
  });
  return encodeStereoWav(client, operator, 8000);
}

/** Stores a call's recording where the analysis reads it and queues the call's analysis, as a stored call does. */
export async function storeAndAnalyse(
  db: Db,
  callId: number,
  bytes: Buffer,
  storage: RecordingStorage = createTestRecordingStorage(),
): Promise<void> {
  const recordingKey = `test-call-recording-${callId}.wav`;
  await storage.put(recordingKey, bytes);
  await enqueueCallAnalysis(db, callId, { recordingKey });
}

/** The fields of an analysis a test compares. */
export function summarize(analysis: CallAnalysis | undefined) {
  return analysis && { status: analysis.response_status, level: analysis.anomaly_type, kinds: analysis.anomaly_kinds };
}

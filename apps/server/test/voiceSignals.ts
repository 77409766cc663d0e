import wavefile from 'wavefile';
import { createSeededRandom } from '../src/demo/createSeededRandom.ts';

/** How a generated speaker talks. */
export interface SpeakerShape {
  sampleRate?: number;
  durationSeconds: number;
  /** Syllables per second while talking. */
  syllablesPerSecond: number;
  /** Talking stretches of this length alternate with pauses. */
  phraseSeconds: number;
  pauseSeconds: number;
  /** Centre pitch, and how far (semitones) the intonation swings around it. */
  pitchHz: number;
  pitchSwingSemitones?: number;
  /** Peak amplitude, 0 to 1. */
  amplitude?: number;
  seed?: number;
}

/**
 * A voice-like signal whose measures are known by construction: syllables are harmonic tones (the pitch and three
 * overtones) under a raised-cosine envelope, `syllablesPerSecond` of them in each phrase, phrases separated by
 * silence, and the pitch swinging slowly by `pitchSwingSemitones` around `pitchHz`; a faint noise floor is added.
 */
export function synthesizeSpeaker(shape: SpeakerShape): Float32Array {
  const sampleRate = shape.sampleRate ?? 8000;
  const random = createSeededRandom(shape.seed ?? 1);
  const amplitude = shape.amplitude ?? 0.3;
  const swing = shape.pitchSwingSemitones ?? 2;
  const samples = new Float32Array(Math.round(shape.durationSeconds * sampleRate));
  for (let index = 0; index < samples.length; index += 1) samples[index] = (random() - 0.5) * 2e-4;
  const syllableSeconds = 1 / shape.syllablesPerSecond;
  const toneSeconds = syllableSeconds * 0.7;
  let phase = 0;
  let phraseStart = 0.2;
  let syllableIndex = 0;
  while (phraseStart < shape.durationSeconds) {
    const syllablesInPhrase = Math.max(1, Math.round(shape.phraseSeconds * shape.syllablesPerSecond));
    for (let syllable = 0; syllable < syllablesInPhrase; syllable += 1) {
      const start = phraseStart + syllable * syllableSeconds;
      const pitch = shape.pitchHz * 2 ** ((swing * Math.sin(syllableIndex * 0.9)) / 12);
      syllableIndex += 1;
      const first = Math.round(start * sampleRate);
      const length = Math.round(toneSeconds * sampleRate);
      for (let offset = 0; offset < length && first + offset < samples.length; offset += 1) {
        const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * offset) / length);
        phase += (2 * Math.PI * pitch) / sampleRate;
        const tone =
          Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.3 * Math.sin(3 * phase) + 0.15 * Math.sin(4 * phase);
        samples[first + offset] = (samples[first + offset] ?? 0) + (amplitude / 1.95) * envelope * tone;
      }
    }
    phraseStart += syllablesInPhrase * syllableSeconds + shape.pauseSeconds;
  }
  return samples;
}

/** A stereo 16-bit WAV of two channels (left first), as the call recorder writes them. */
export function encodeStereoWav(left: Float32Array, right: Float32Array, sampleRate: number): Buffer {
  const frames = Math.min(left.length, right.length);
  const interleaved = new Int16Array(frames * 2);
  for (let frame = 0; frame < frames; frame += 1) {
    interleaved[2 * frame] = Math.max(-32768, Math.min(32767, Math.round((left[frame] ?? 0) * 32767)));
    interleaved[2 * frame + 1] = Math.max(-32768, Math.min(32767, Math.round((right[frame] ?? 0) * 32767)));
  }
  const wav = new wavefile.WaveFile();
  wav.fromScratch(2, sampleRate, '16', interleaved);
  return Buffer.from(wav.toBuffer());
}

import { TELEPHONE_SAMPLE_RATE } from '../../audio/audioFrames.ts';
import type { SynthesizeSpeech } from './SynthesizeSpeech.ts';

const SYLLABLE_MS = 160;
const GAP_MS = 40;
const AMPLITUDE = 6000;

/**
 * A voice without a speech engine: one gliding tone a syllable (a vowel group of the text), rising and falling
 * like an intonation, so calls made without espeak-ng still carry audible, speech-paced audio of the sentence's
 * length, and voice activity detection sees turns.
 */
export function createToneSpeech(): SynthesizeSpeech {
  return async ({ text }) => {
    const syllables = Math.max(1, (text.match(/[aeiouyáéíóú]+/giu) ?? []).length);
    const sampleRate = TELEPHONE_SAMPLE_RATE;
    const syllableSamples = (sampleRate * SYLLABLE_MS) / 1000;
    const gapSamples = (sampleRate * GAP_MS) / 1000;
    const samples = new Int16Array(syllables * (syllableSamples + gapSamples));
    let phase = 0;
    for (let syllable = 0; syllable < syllables; syllable += 1) {
      const pitch = 180 + 60 * Math.sin(syllable * 1.7) - (40 * syllable) / syllables;
      const start = syllable * (syllableSamples + gapSamples);
      for (let index = 0; index < syllableSamples; index += 1) {
        phase += (2 * Math.PI * pitch) / sampleRate;
        const envelope = Math.sin((Math.PI * index) / syllableSamples);
        // A fundamental and two harmonics: closer to a voice than a pure tone, still band-limited for 8 kHz.
        const value = Math.sin(phase) + 0.5 * Math.sin(2 * phase) + 0.25 * Math.sin(3 * phase);
        samples[start + index] = Math.round((AMPLITUDE * envelope * value) / 1.75);
      }
    }
    return { sampleRate, samples };
  };
}

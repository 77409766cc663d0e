import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { measureRms } from '../../audio/audioFrames.ts';
import { createEspeakSpeech, withFallbackSpeech } from './createEspeakSpeech.ts';
import { createToneSpeech } from './createToneSpeech.ts';

function hasEspeak(): boolean {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('persona voices', () => {
  it.skipIf(!hasEspeak())('speaks a sentence through espeak-ng, in English and Spanish', async () => {
    const speak = createEspeakSpeech();
    for (const language of ['en-US', 'es-US']) {
      const audio = await speak({ text: 'I am feeling fine today, thank you.', language });
      expect(audio.samples.length / audio.sampleRate).toBeGreaterThan(1);
      expect(measureRms(audio.samples)).toBeGreaterThan(500);
    }
  });

  it('falls back to tones for good after the engine fails, and says so once', async () => {
    const failures: unknown[] = [];
    const speak = withFallbackSpeech(
      createEspeakSpeech({ command: 'carecall-missing-speech-engine' }),
      createToneSpeech(),
      (error) => failures.push(error),
    );
    const first = await speak({ text: 'Yes, this is Margaret.', language: 'en-US' });
    const second = await speak({ text: 'No.', language: 'en-US' });
    expect(failures).toHaveLength(1);
    expect(measureRms(first.samples)).toBeGreaterThan(1000);
    // Longer sentences last longer: speech-paced, not a fixed beep.
    expect(first.samples.length).toBeGreaterThan(3 * second.samples.length);
  });
});

import { execFile } from 'node:child_process';
import { readWavChannels } from '../../audio/createStereoRecorder.ts';
import type { SynthesizeSpeech } from './SynthesizeSpeech.ts';

/** espeak-ng's voice for each call language. */
const VOICES: Readonly<Record<string, string>> = { 'en-US': 'en-us', 'es-US': 'es-419' };

/**
 * Speech from Debian's espeak-ng, run as a subprocess (its voice data is GPL: never linked). Fails when espeak-ng is
 * not installed; pair it with a fallback (see `withFallbackSpeech`).
 */
export function createEspeakSpeech(options: { command?: string } = {}): SynthesizeSpeech {
  const command = options.command ?? 'espeak-ng';
  return ({ text, language }) =>
    new Promise((resolve, reject) => {
      const voice = VOICES[language] ?? 'en-us';
      execFile(
        command,
        ['-v', voice, '-s', '150', '--stdout', '--', text],
        { encoding: 'buffer', maxBuffer: 32 * 1024 * 1024, timeout: 10_000 },
        (error, stdout) => {
          if (error) return reject(error);
          try {
            const { sampleRate, channels } = readWavChannels(stdout);
            const [samples] = channels;
            if (!samples) return reject(new Error('espeak-ng produced no audio'));
            resolve({ sampleRate, samples });
          } catch (cause) {
            reject(cause);
          }
        },
      );
    });
}

/**
 * Uses `primary` and, after its first failure, `fallback` for good, reporting the switch once: a missing speech
 * engine degrades the voice, never the call.
 */
export function withFallbackSpeech(
  primary: SynthesizeSpeech,
  fallback: SynthesizeSpeech,
  onFallback: (error: unknown) => void,
): SynthesizeSpeech {
  let failed = false;
  return async (request) => {
    if (!failed) {
      try {
        return await primary(request);
      } catch (error) {
        failed = true;
        onFallback(error);
      }
    }
    return fallback(request);
  };
}

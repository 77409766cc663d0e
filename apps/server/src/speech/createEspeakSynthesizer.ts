import { execFile, spawn } from 'node:child_process';
import type { SpeechLanguage, SpeechSynthesizer } from './SpeechSynthesizer.ts';

/** espeak-ng's voices for the call languages: American English, and Latin-American Spanish for es-US. */
const ESPEAK_VOICES: Readonly<Record<SpeechLanguage, string>> = { 'en-US': 'en-us', 'es-US': 'es-419' };

/** Longest a single synthesis may take before it is abandoned (espeak-ng says a sentence in a few milliseconds). */
const SYNTHESIS_TIMEOUT_MS = 15_000;

/** Whether an espeak-ng binary answers at `command` (`espeak-ng --version`). */
export function isEspeakAvailable(command = 'espeak-ng'): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ['--version'], { timeout: 5_000 }, (error) => resolve(error === null));
  });
}

/**
 * Speech from Debian's espeak-ng (GPL), run as a subprocess so its licence stays outside this program: the text goes
 * in on standard input (never as an argument, so no text can become an option), the WAV comes back on standard
 * output. A failure or a run past the timeout rejects.
 */
export function createEspeakSynthesizer({ command = 'espeak-ng' }: { command?: string } = {}): SpeechSynthesizer {
  return {
    name: 'espeak-ng',
    voiceOf: (language) => ESPEAK_VOICES[language],
    synthesize({ text, language, wordsPerMinute }) {
      const args = ['-v', ESPEAK_VOICES[language], '--stdout'];
      if (wordsPerMinute !== undefined)
        args.push('-s', String(Math.round(Math.min(450, Math.max(80, wordsPerMinute)))));
      return new Promise<Buffer>((resolve, reject) => {
        const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: SYNTHESIS_TIMEOUT_MS });
        const chunks: Buffer[] = [];
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString('utf8').slice(0, 500);
        });
        child.on('error', reject);
        child.on('close', (code, signal) => {
          if (code === 0) resolve(Buffer.concat(chunks));
          else reject(new Error(`espeak-ng failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
        });
        child.stdin.on('error', () => {
          // A child that died early is reported by 'close'.
        });
        child.stdin.end(text.replace(/\s+/g, ' '), 'utf8');
      });
    },
  };
}

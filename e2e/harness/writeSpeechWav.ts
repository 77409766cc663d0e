import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Speaks `text` with Debian's espeak-ng and writes it as a 48 kHz mono 16-bit WAV (sox) followed by `pauseSeconds` of
 * silence, for Chromium's fake microphone, which plays the file in a loop: a person who talks, then waits for an
 * answer. Throws when espeak-ng or sox is missing: tests that need a speaking microphone cannot run without them.
 */
export function writeSpeechWav(text: string, options: { pauseSeconds?: number; voice?: string } = {}): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'carecall-speech-'));
  const raw = path.join(directory, 'espeak.wav');
  const file = path.join(directory, 'speech.wav');
  execFileSync('espeak-ng', ['-v', options.voice ?? 'en-us', '-s', '150', '-w', raw, text]);
  execFileSync('sox', [
    raw,
    '-r',
    '48000',
    '-c',
    '1',
    '-b',
    '16',
    file,
    'pad',
    '0',
    String(options.pauseSeconds ?? 1.5),
  ]);
  return file;
}

import { execFile, spawn } from 'node:child_process';
import { decodeWav, encodeWav } from './pcmAudio.ts';

/** Turns a WAV file into one of another sample rate. */
export type WavResampler = (bytes: Buffer, sampleRate: number) => Promise<Buffer>;

/** Resamples with `wavefile` (windowed sinc with a low-pass filter): always available, about 100 ms a sentence. */
export const resampleWithWavefile: WavResampler = async (bytes, sampleRate) =>
  encodeWav(decodeWav(bytes, { sampleRate }));

/** Whether Debian's `sox` answers at `command`. */
export function isSoxAvailable(command = 'sox'): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ['--version'], { timeout: 5_000 }, (error) => resolve(error === null));
  });
}

/** Resamples with sox as a subprocess (WAV in on standard input, out on standard output): a few milliseconds. */
export function createSoxResampler(command = 'sox'): WavResampler {
  return (bytes, sampleRate) =>
    new Promise<Buffer>((resolve, reject) => {
      const child = spawn(command, ['-q', '-t', 'wav', '-', '-t', 'wav', '-b', '16', '-r', String(sampleRate), '-'], {
        stdio: ['pipe', 'pipe', 'pipe'],
        timeout: 15_000,
      });
      const chunks: Buffer[] = [];
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString('utf8').slice(0, 500);
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`sox failed (exit ${code}): ${stderr.trim()}`)),
      );
      child.stdin.on('error', () => {
        // A child that died early is reported by 'close'.
      });
      child.stdin.end(bytes);
    });
}

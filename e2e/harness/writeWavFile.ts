import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SAMPLE_RATE = 8000;
const DURATION_MS = 500;
const FREQUENCY = 440;

/**
 * Writes a valid 8 kHz mono 16-bit PCM WAV file (a half-second 440 Hz tone) named `fileName` into a fresh temporary
 * directory and answers its path, so an upload test sends real audio without any file kept in the repository.
 */
export function writeWavFile(fileName: string): string {
  const samples = Math.round((SAMPLE_RATE * DURATION_MS) / 1000);
  const dataBytes = samples * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per sample frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples; i += 1) {
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * FREQUENCY * i) / SAMPLE_RATE)), 44 + i * 2);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'carecall-e2e-')), fileName);
  writeFileSync(file, wav);
  return file;
}

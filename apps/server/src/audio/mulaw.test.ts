import { describe, expect, it } from 'vitest';
import { decodeMulaw, decodeMulawSample, encodeMulaw, encodeMulawSample } from './mulaw.ts';

// Reference values of the G.711 μ-law decoding table (the same as sox produces from every byte).
const DECODED: [number, number][] = [
  [0x00, -32_124],
  [0x01, -31_100],
  [0x0f, -16_764],
  [0x10, -15_996],
  [0x2f, -4092],
  [0x30, -3900],
  [0x70, -120],
  [0x7e, -8],
  [0x7f, 0],
  [0x80, 32_124],
  [0xc8, 1372],
  [0xff, 0],
];

describe('μ-law', () => {
  it.each(DECODED)('decodes byte %i to %i', (byte, sample) => {
    expect(decodeMulawSample(byte)).toBe(sample);
  });

  it('encodes silence as 0xff and the extremes to the outermost codes', () => {
    expect(encodeMulawSample(0)).toBe(0xff);
    expect(encodeMulawSample(32_767)).toBe(0x80);
    expect(encodeMulawSample(-32_768)).toBe(0x00);
  });

  it('encodes every decoded value back to a byte that decodes to the same value', () => {
    for (let byte = 0; byte < 256; byte += 1) {
      const sample = decodeMulawSample(byte);
      expect(decodeMulawSample(encodeMulawSample(sample))).toBe(sample);
    }
  });

  it('keeps the error of a round trip within the step of the segment', () => {
    for (let sample = -32_000; sample <= 32_000; sample += 37) {
      const back = decodeMulawSample(encodeMulawSample(sample));
      expect(Math.abs(back - sample)).toBeLessThanOrEqual(Math.max(8, Math.abs(sample) / 16));
    }
  });

  it('converts whole buffers', () => {
    const samples = Int16Array.from([0, 1000, -1000, 30_000]);
    const bytes = encodeMulaw(samples);
    expect(bytes).toHaveLength(4);
    expect([...decodeMulaw(bytes)]).toEqual([0, 988, -988, 30_076]);
  });
});

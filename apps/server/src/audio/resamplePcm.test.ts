import { describe, expect, it } from 'vitest';
import { measureRms } from './audioFrames.ts';
import { resamplePcm } from './resamplePcm.ts';

function tone(frequency: number, rate: number, seconds: number, amplitude = 10_000): Int16Array {
  return Int16Array.from({ length: Math.round(rate * seconds) }, (_, index) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * frequency * index) / rate)),
  );
}

/** The strength of one frequency in a signal (a single-bin discrete Fourier transform). */
function strengthAt(samples: Int16Array, frequency: number, rate: number): number {
  let re = 0;
  let im = 0;
  for (const [index, sample] of samples.entries()) {
    re += sample * Math.cos((2 * Math.PI * frequency * index) / rate);
    im += sample * Math.sin((2 * Math.PI * frequency * index) / rate);
  }
  return (2 * Math.hypot(re, im)) / samples.length;
}

describe('resamplePcm', () => {
  it('changes the length by the ratio of the rates', () => {
    expect(resamplePcm(new Int16Array(960), 48_000, 8000)).toHaveLength(160);
    expect(resamplePcm(new Int16Array(160), 8000, 48_000)).toHaveLength(960);
    expect(resamplePcm(new Int16Array(160), 8000, 16_000)).toHaveLength(320);
    expect(resamplePcm(new Int16Array(320), 16_000, 8000)).toHaveLength(160);
  });

  it('keeps a speech-band tone at its frequency and level both ways', () => {
    const down = resamplePcm(tone(440, 48_000, 0.5), 48_000, 8000);
    expect(strengthAt(down, 440, 8000)).toBeGreaterThan(9000);
    const up = resamplePcm(tone(440, 8000, 0.5), 8000, 48_000);
    expect(strengthAt(up, 440, 48_000)).toBeGreaterThan(9500);
    const wide = resamplePcm(tone(1000, 8000, 0.5), 8000, 16_000);
    expect(strengthAt(wide, 1000, 16_000)).toBeGreaterThan(9000);
  });

  it('damps a tone above the new Nyquist frequency instead of folding it back at full level', () => {
    // 7 kHz at 48 kHz folds to 1 kHz at 8 kHz without a low-pass.
    const down = resamplePcm(tone(7000, 48_000, 0.5), 48_000, 8000);
    expect(measureRms(down)).toBeLessThan(0.3 * measureRms(tone(7000, 48_000, 0.5)));
  });

  it('returns a copy at the same rate and refuses rates that are not positive', () => {
    const samples = Int16Array.from([1, 2, 3]);
    const same = resamplePcm(samples, 8000, 8000);
    expect([...same]).toEqual([1, 2, 3]);
    expect(same).not.toBe(samples);
    expect(() => resamplePcm(samples, 0, 8000)).toThrow(RangeError);
  });
});

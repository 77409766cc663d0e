import { describe, expect, it } from 'vitest';
import { sniffAudioFormat } from '../recordings/sniffAudioFormat.ts';
import { createSilence, createTone, decodeWav, encodeWav, getPcmDurationMs, mixSamples } from './pcmAudio.ts';

describe('pcmAudio', () => {
  it('writes stereo 16-bit WAV that reads back sample for sample, channels kept apart', () => {
    const left = new Int16Array([0, 1_000, -1_000, 32_767]);
    const right = new Int16Array([5, 6, 7, -32_768]);
    const bytes = encodeWav({ sampleRate: 8_000, channels: [left, right] });
    expect(sniffAudioFormat(bytes)).toBe('wav');
    expect(bytes.length).toBe(44 + 4 * 2 * 2);
    expect(bytes.readUInt16LE(22)).toBe(2);
    expect(bytes.readUInt32LE(24)).toBe(8_000);
    const decoded = decodeWav(bytes);
    expect(decoded.sampleRate).toBe(8_000);
    expect(Array.from(decoded.channels[0] ?? [])).toEqual(Array.from(left));
    expect(Array.from(decoded.channels[1] ?? [])).toEqual(Array.from(right));
  });

  it('resamples on reading when asked, keeping the length in time', () => {
    const tone = createTone({ durationMs: 500, sampleRate: 22_050, frequency: 440 });
    const decoded = decodeWav(encodeWav({ sampleRate: 22_050, channels: [tone] }), { sampleRate: 8_000 });
    expect(decoded.sampleRate).toBe(8_000);
    expect(Math.abs(getPcmDurationMs(decoded) - 500)).toBeLessThanOrEqual(2);
    expect(Math.max(...Array.from(decoded.channels[0] ?? []))).toBeGreaterThan(3_000);
  });

  it('mixes a sound into a channel at a place, clipping and cutting at the end', () => {
    const target = createSilence({ durationMs: 1, sampleRate: 4_000 }).channels[0] ?? new Int16Array();
    expect(target.length).toBe(4);
    target[3] = 32_700;
    mixSamples(target, new Int16Array([100, 200, 10_000, 1]), 2);
    expect(Array.from(target)).toEqual([0, 0, 100, 32_767]);
  });

  it('fades a tone in and out', () => {
    const tone = createTone({ durationMs: 100, sampleRate: 8_000, frequency: 300 });
    expect(tone[0]).toBe(0);
    expect(Math.abs(tone[tone.length - 1] ?? 1)).toBeLessThan(100);
    expect(Math.max(...Array.from(tone))).toBeGreaterThan(5_000);
  });
});

import { describe, expect, it } from 'vitest';
import { FRAME_SAMPLES, measureRms, mixFrames, splitIntoFrames } from './audioFrames.ts';
import { createStereoRecorder, readWavChannels } from './createStereoRecorder.ts';

describe('createStereoRecorder', () => {
  it('writes a stereo 8 kHz WAV with the client left and the other side right, frame for frame', () => {
    const recorder = createStereoRecorder();
    const loud = Int16Array.from({ length: FRAME_SAMPLES }, (_, index) => (index % 2 === 0 ? 8000 : -8000));
    const quiet = new Int16Array(FRAME_SAMPLES);
    for (let index = 0; index < 50; index += 1) recorder.append(loud, quiet);
    for (let index = 0; index < 50; index += 1) recorder.append(quiet, loud);
    expect(recorder.durationSeconds).toBe(2);
    const { sampleRate, channels } = readWavChannels(recorder.toWav());
    expect(sampleRate).toBe(8000);
    expect(channels).toHaveLength(2);
    const [left, right] = channels as [Int16Array, Int16Array];
    expect(left).toHaveLength(16_000);
    expect(measureRms(left.subarray(0, 8000))).toBe(8000);
    expect(measureRms(left.subarray(8000))).toBe(0);
    expect(measureRms(right.subarray(0, 8000))).toBe(0);
    expect(measureRms(right.subarray(8000))).toBe(8000);
  });

  it('refuses channels of different lengths', () => {
    expect(() => createStereoRecorder().append(new Int16Array(160), new Int16Array(80))).toThrow(RangeError);
  });
});

describe('frames', () => {
  it('pads the last frame with silence', () => {
    const frames = splitIntoFrames(Int16Array.from({ length: 200 }, () => 5));
    expect(frames.map((frame) => frame.length)).toEqual([160, 160]);
    expect(frames[1]?.[39]).toBe(5);
    expect(frames[1]?.[40]).toBe(0);
  });

  it('mixes by adding and clips instead of wrapping round', () => {
    const a = new Int16Array(FRAME_SAMPLES).fill(20_000);
    const b = new Int16Array(FRAME_SAMPLES).fill(20_000);
    const c = new Int16Array(FRAME_SAMPLES).fill(-5000);
    expect(mixFrames([a, c])[0]).toBe(15_000);
    expect(mixFrames([a, b])[0]).toBe(32_767);
    expect(mixFrames([])[0]).toBe(0);
  });
});

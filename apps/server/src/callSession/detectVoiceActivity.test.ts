import { describe, expect, it } from 'vitest';
import { FRAME_SAMPLES } from '../audio/audioFrames.ts';
import { createVoiceActivityDetector, type VoiceActivityEvent } from './detectVoiceActivity.ts';

function frame(amplitude: number): Int16Array {
  return Int16Array.from({ length: FRAME_SAMPLES }, (_, index) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * 300 * index) / 8000)),
  );
}

function feed(detector: ReturnType<typeof createVoiceActivityDetector>, frames: Int16Array[]): VoiceActivityEvent[] {
  return frames.map((item) => detector.push(item)).filter((event) => event.type !== 'none');
}

const quiet = (count: number) => Array.from({ length: count }, () => frame(50));
const voiced = (count: number) => Array.from({ length: count }, () => frame(3000));

describe('voice activity detection', () => {
  it('finds an utterance between quiet stretches, with a little lead-in and no long tail', () => {
    const detector = createVoiceActivityDetector();
    const events = feed(detector, [...quiet(20), ...voiced(25), ...quiet(40)]);
    expect(events.map((event) => event.type)).toEqual(['speech-start', 'utterance']);
    const utterance = events[1];
    if (utterance?.type !== 'utterance') throw new Error('no utterance');
    const frames = utterance.samples.length / FRAME_SAMPLES;
    // 25 voiced frames, up to 10 of lead-in, and at most 5 of the closing quiet.
    expect(frames).toBeGreaterThanOrEqual(25);
    expect(frames).toBeLessThanOrEqual(25 + 10 + 5);
  });

  it('ignores clicks shorter than the start and keeps an answer whole across a short pause', () => {
    const detector = createVoiceActivityDetector();
    expect(feed(detector, [...quiet(5), ...voiced(2), ...quiet(50)])).toEqual([]);
    const events = feed(detector, [...voiced(10), ...quiet(20), ...voiced(10), ...quiet(40)]);
    expect(events.map((event) => event.type)).toEqual(['speech-start', 'utterance']);
  });

  it('cuts an utterance that never ends at the longest length', () => {
    const detector = createVoiceActivityDetector({ maxUtteranceFrames: 50 });
    const events = feed(detector, voiced(120));
    expect(events.filter((event) => event.type === 'utterance')).toHaveLength(2);
  });

  it('forgets a started utterance on reset', () => {
    const detector = createVoiceActivityDetector();
    feed(detector, voiced(10));
    expect(detector.speaking).toBe(true);
    detector.reset();
    expect(detector.speaking).toBe(false);
    expect(feed(detector, quiet(60))).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRingTone } from './startRingTone.ts';

function createFakeContext() {
  const changes: [number, number][] = [];
  const oscillators: { frequency: { value: number }; started: boolean; stopped: boolean }[] = [];
  const context = {
    currentTime: 0,
    destination: {},
    closed: false,
    createGain: () => ({
      gain: { value: 1, setValueAtTime: (value: number, at: number) => changes.push([value, at]) },
      connect: vi.fn(),
    }),
    createOscillator: () => {
      const oscillator = {
        frequency: { value: 0 },
        started: false,
        stopped: false,
        connect: vi.fn(),
        start() {
          oscillator.started = true;
        },
        stop() {
          oscillator.stopped = true;
        },
      };
      oscillators.push(oscillator);
      return oscillator;
    },
    resume: vi.fn(async () => {}),
    close: vi.fn(async () => {
      context.closed = true;
    }),
  };
  return { context, changes, oscillators };
}

afterEach(() => vi.useRealTimers());

describe('startRingTone', () => {
  it('rings 440 and 480 Hz together, two seconds on and four off, and goes quiet when stopped', () => {
    vi.useFakeTimers();
    const { context, changes, oscillators } = createFakeContext();
    const stop = startRingTone(() => context as unknown as AudioContext);
    expect(oscillators.map((oscillator) => oscillator.frequency.value)).toEqual([440, 480]);
    expect(oscillators.every((oscillator) => oscillator.started)).toBe(true);
    expect(changes.slice(0, 4)).toEqual([
      [0.15, 0],
      [0, 2],
      [0.15, 6],
      [0, 8],
    ]);
    // More cadences are scheduled as time passes.
    const scheduled = changes.length;
    context.currentTime = 30;
    vi.advanceTimersByTime(6000);
    expect(changes.length).toBeGreaterThan(scheduled);
    stop();
    expect(oscillators.every((oscillator) => oscillator.stopped)).toBe(true);
    expect(context.close).toHaveBeenCalled();
    const afterStop = changes.length;
    context.currentTime = 90;
    vi.advanceTimersByTime(60_000);
    expect(changes.length).toBe(afterStop);
  });

  it('stays silent without Web Audio, and stopping it is harmless', () => {
    const stop = startRingTone(() => {
      throw new Error('no AudioContext');
    });
    expect(() => stop()).not.toThrow();
  });
});

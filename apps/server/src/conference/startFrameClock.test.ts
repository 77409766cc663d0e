import { describe, expect, it, vi } from 'vitest';
import { startFrameClock } from './startFrameClock.ts';

describe('startFrameClock', () => {
  it('ticks against the start time, catches up a little lateness and skips a stall, saying how much', () => {
    vi.useFakeTimers();
    try {
      let now = 0;
      let ticks = 0;
      const skips: number[] = [];
      const stop = startFrameClock(() => ticks++, { now: () => now, onSkip: (count) => skips.push(count) });
      for (let step = 0; step < 10; step += 1) {
        now += 20;
        vi.advanceTimersToNextTimer();
      }
      expect(ticks).toBe(10);
      // 60 ms late: the three ticks due run back to back.
      now += 60;
      vi.advanceTimersToNextTimer();
      expect(ticks).toBe(13);
      // A 1 s stall: five ticks are caught up, the other 45 skipped and reported.
      now += 1000;
      vi.advanceTimersToNextTimer();
      expect(ticks).toBe(18);
      expect(skips).toEqual([45]);
      stop();
      now += 100;
      vi.runOnlyPendingTimers();
      expect(ticks).toBe(18);
    } finally {
      vi.useRealTimers();
    }
  });
});

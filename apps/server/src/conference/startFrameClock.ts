import { FRAME_MS } from '../audio/audioFrames.ts';

/**
 * At most this many late ticks are caught up at once; beyond it the clock skips ahead (the process stalled) and
 * reports how many ticks it skipped, so recordings can still last as long as the call.
 */
const MAX_CATCH_UP_TICKS = 5;

/**
 * Calls `onTick` every 20 ms on average. Timers in Node fire late by a few milliseconds and drift; this clock
 * schedules each tick against the start time, so lateness does not accumulate, and runs late ticks back to back.
 * Returns a function that stops it.
 */
export function startFrameClock(
  onTick: () => void,
  options: { frameMs?: number; now?: () => number; onSkip?: (ticks: number) => void } = {},
): () => void {
  const frameMs = options.frameMs ?? FRAME_MS;
  const now = options.now ?? (() => performance.now());
  let next = now() + frameMs;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    let ran = 0;
    while (now() >= next && ran < MAX_CATCH_UP_TICKS) {
      onTick();
      next += frameMs;
      ran += 1;
    }
    if (now() >= next) {
      const skipped = Math.floor((now() - next) / frameMs) + 1;
      next += skipped * frameMs;
      options.onSkip?.(skipped);
    }
    timer = setTimeout(run, Math.max(0, next - now()));
  };
  timer = setTimeout(run, frameMs);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

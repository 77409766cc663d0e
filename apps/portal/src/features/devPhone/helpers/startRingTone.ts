/** A ring cadence: two seconds of ringing, four of silence, as North American phones ring. */
const RING_ON_SECONDS = 2;
const RING_PERIOD_SECONDS = 6;
/** Cadences scheduled ahead; more are added as they play. */
const SCHEDULED_RINGS = 10;

/**
 * Rings through the speakers, made with the Web Audio API (a 440 Hz and 480 Hz pair, the North American ring), so
 * nothing is downloaded. Answers a function that stops it. A browser that has no Web Audio, or refuses to play
 * before the user has touched the page, stays silent: the page shows and announces the call anyway.
 */
export function startRingTone(createContext: () => AudioContext = () => new AudioContext()): () => void {
  let context: AudioContext;
  try {
    context = createContext();
  } catch {
    return () => {};
  }
  const gain = context.createGain();
  gain.gain.value = 0;
  gain.connect(context.destination);
  const oscillators = [440, 480].map((frequency) => {
    const oscillator = context.createOscillator();
    oscillator.frequency.value = frequency;
    oscillator.connect(gain);
    oscillator.start();
    return oscillator;
  });
  let scheduledUntil = context.currentTime;
  const schedule = () => {
    while (scheduledUntil < context.currentTime + SCHEDULED_RINGS * RING_PERIOD_SECONDS) {
      const start = Math.max(scheduledUntil, context.currentTime);
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.setValueAtTime(0, start + RING_ON_SECONDS);
      scheduledUntil = start + RING_PERIOD_SECONDS;
    }
  };
  schedule();
  const timer = setInterval(schedule, RING_PERIOD_SECONDS * 1000);
  void context.resume().catch(() => {});
  return () => {
    clearInterval(timer);
    for (const oscillator of oscillators) oscillator.stop();
    void context.close().catch(() => {});
  };
}

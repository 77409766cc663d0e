/** How often the bar asks for the next callee: every 30 seconds, randomised by up to 10 % either way. */
export const SCHEDULER_POLL_MS = 30_000;

/** One poll delay, 27 to 33 seconds, so many agents' portals do not ask at the same instant. */
export function getSchedulerPollInterval(random: () => number = Math.random): number {
  return Math.round(SCHEDULER_POLL_MS * (0.9 + 0.2 * random()));
}

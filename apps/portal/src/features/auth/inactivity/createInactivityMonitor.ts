import { type Scheduler, systemScheduler } from '@carecall/api-client';
import { isExemptFromInactivityCheck } from './isExemptFromInactivityCheck.ts';

/** Options of {@link createInactivityMonitor}. */
export interface InactivityMonitorOptions {
  /** `userLogOut.timeInMin` in milliseconds. */
  limitMs: number;
  onExpire: () => void;
  /** A call in progress keeps the session alive (the operator is talking, not moving the mouse). */
  isCallActive?: () => boolean;
  now?: () => number;
  scheduler?: Scheduler;
}

/** The session inactivity timer. */
export interface InactivityMonitor {
  /** A mouse move or touch: the user is there. */
  recordActivity(): void;
  /** Called before every request: an idle session expires now instead of sending it. */
  checkOnRequest(url: string): void;
  isExpired(): boolean;
  stop(): void;
}

/**
 * Starts the inactivity timer. Activity only records a time (mouse moves are frequent); the single timer, when it
 * fires, looks at the last activity and either expires the session or waits for the rest of the limit. Requests
 * check the same limit, except the call polling while a call is active. Once expired it stays expired.
 */
export function createInactivityMonitor(options: InactivityMonitorOptions): InactivityMonitor {
  const now = options.now ?? Date.now;
  const scheduler = options.scheduler ?? systemScheduler;
  const isCallActive = options.isCallActive ?? (() => false);
  let lastActivity = now();
  let expired = false;
  let stopped = false;
  let timer: unknown;

  function expire(): void {
    if (expired || stopped) return;
    expired = true;
    scheduler.clearTimeout(timer);
    options.onExpire();
  }

  function schedule(delay: number): void {
    scheduler.clearTimeout(timer);
    timer = scheduler.setTimeout(onTimer, Math.max(delay, 0));
  }

  function onTimer(): void {
    if (expired || stopped) return;
    if (isCallActive()) lastActivity = now();
    const remaining = lastActivity + options.limitMs - now();
    if (remaining > 0) schedule(remaining);
    else expire();
  }

  schedule(options.limitMs);

  return {
    recordActivity() {
      if (!expired) lastActivity = now();
    },
    checkOnRequest(url) {
      if (expired || stopped || isExemptFromInactivityCheck(url, isCallActive())) return;
      if (now() - lastActivity >= options.limitMs) expire();
    },
    isExpired: () => expired,
    stop() {
      stopped = true;
      scheduler.clearTimeout(timer);
    },
  };
}

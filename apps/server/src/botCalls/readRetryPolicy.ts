import type { Settings } from '@carecall/api-client';

/** The outcomes a retry policy can name; `interrupted` is an attempt whose server stopped mid-call. */
export type RetriableOutcome = 'no-answer' | 'busy' | 'failed' | 'interrupted';

/** An organization's rule for trying a bot call again. */
export interface RetryPolicy {
  retryOn: ReadonlySet<RetriableOutcome>;
  /** Retries after the first attempt, at most. */
  times: number;
  delayMs: number;
}

/** The retry policy from an organization's settings (`AutomaticCalls.retry.*`). */
export function readRetryPolicy(settings: Settings): RetryPolicy {
  return {
    retryOn: new Set(settings['AutomaticCalls.retry.on']),
    times: settings['AutomaticCalls.retry.times'],
    delayMs: settings['AutomaticCalls.retry.delayMinutes'] * 60_000,
  };
}

/**
 * When the attempt numbered `attempt` (1 is the first) ended with `outcome`, when to try again, or null for no
 * retry: only outcomes the policy names, and only while retries remain.
 */
export function nextAttemptAt(policy: RetryPolicy, outcome: string, attempt: number, endedAt: Date): Date | null {
  if (!policy.retryOn.has(outcome as RetriableOutcome)) return null;
  if (attempt > policy.times) return null;
  return new Date(endedAt.getTime() + policy.delayMs);
}

import { type Scheduler, systemScheduler } from './systemScheduler.ts';

/** Supplies the current access token; null or empty when nobody is signed in. */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** How long one token fetch is shared (1000 ms, leading only). */
export const TOKEN_DEBOUNCE_MS = 1000;

/** Options of `debounceTokenFetch`. */
export interface DebounceTokenFetchOptions {
  waitMs?: number;
  scheduler?: Scheduler;
}

/**
 * Wraps a token provider so a burst of requests asks the identity library once: the first caller starts the fetch
 * (leading edge) and every caller within the next `waitMs` shares its promise; nothing fires at the trailing edge. A
 * failed fetch is not shared, so the next caller tries again.
 */
export function debounceTokenFetch(
  fetchToken: TokenProvider,
  options: DebounceTokenFetchOptions = {},
): () => Promise<string | null> {
  const waitMs = options.waitMs ?? TOKEN_DEBOUNCE_MS;
  const scheduler = options.scheduler ?? systemScheduler;
  let shared: Promise<string | null> | undefined;

  return () => {
    if (shared !== undefined) return shared;
    let started: Promise<string | null | undefined>;
    try {
      started = Promise.resolve(fetchToken());
    } catch (error) {
      started = Promise.reject(error);
    }
    const current = started.then((token) => (token ? token : null));
    shared = current;
    scheduler.setTimeout(() => {
      if (shared === current) shared = undefined;
    }, waitMs);
    current.catch(() => {
      if (shared === current) shared = undefined;
    });
    return current;
  };
}

/**
 * Shares a read among concurrent callers without ever answering a caller with a read that began before it asked.
 * The first caller of a key starts a read; callers arriving while it runs queue for the next one, which starts as
 * soon as the running one ends and answers everyone who queued meanwhile. Under load one round trip serves a whole
 * batch of requests, and each request still sees every change committed before it arrived (read-your-writes holds,
 * unlike a cache with a time to live).
 */
export type FreshReadBatcher<K, V> = (key: K, read: () => Promise<V>) => Promise<V>;

/** Creates a batcher; `read` of the caller that starts (or first queues for) a round is the one that runs. */
export function createFreshReadBatcher<K, V>(): FreshReadBatcher<K, V> {
  const running = new Map<K, Promise<V>>();
  const queued = new Map<K, Promise<V>>();

  const start = (key: K, read: () => Promise<V>): Promise<V> => {
    const reading = read();
    running.set(key, reading);
    const settle = () => {
      if (running.get(key) === reading) running.delete(key);
    };
    reading.then(settle, settle);
    return reading;
  };

  return (key, read) => {
    const current = running.get(key);
    if (!current) return start(key, read);
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const next = current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued.delete(key);
        return start(key, read);
      });
    queued.set(key, next);
    return next;
  };
}

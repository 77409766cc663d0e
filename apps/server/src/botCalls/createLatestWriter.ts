/** Writes values one at a time, only the latest of those waiting. */
export interface LatestWriter<T> {
  /**
   * Queues `value` to be written after the write in progress, in place of any value still waiting; resolves once it
   * or a value queued after it was written, and rejects with that write's error.
   */
  write(value: T): Promise<void>;
}

/**
 * Serializes writes of a changing value (a call's status) so they land in the order they were made even on a pool of
 * connections, and drops a value that a newer one replaced before its turn came: a status superseded before it was
 * stored costs no statement. The first write waits for the code that gave it to run to its next pause (a microtask), so
 * values given together (a line that rings and is answered at once) are written as one.
 */
export function createLatestWriter<T>(store: (value: T) => Promise<void>): LatestWriter<T> {
  type Waiter = { resolve: () => void; reject: (error: unknown) => void };
  let waiting: { value: T; waiters: Waiter[] } | null = null;
  let busy = false;
  const drain = async () => {
    while (waiting) {
      const { value, waiters } = waiting;
      waiting = null;
      try {
        await store(value);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    busy = false;
  };
  return {
    write(value) {
      return new Promise<void>((resolve, reject) => {
        const waiters = waiting?.waiters ?? [];
        waiters.push({ resolve, reject });
        waiting = { value, waiters };
        if (busy) return;
        busy = true;
        queueMicrotask(() => void drain());
      });
    },
  };
}

/**
 * Shares a read among concurrent callers, as `createFreshReadBatcher` does, and tells the read who shares it. A
 * caller joins the key's next round; a round starts at the next turn of the event loop (so callers arriving in the
 * same turn share it, which matters where the read runs in this thread, as PGlite's does, and nothing else can
 * arrive while it runs) and never before the key's running read has ended. A round never answers a caller who
 * arrived after it began, so each caller sees every change committed before it asked (read-your-writes holds).
 * The read gets the members of its round, e.g. to write one audit entry per reader with the number of their reads
 * in the same statement as the read itself.
 */
export type FreshSharedRead<K, M, V> = (key: K, member: M, read: (members: readonly M[]) => Promise<V>) => Promise<V>;

interface Round<M, V> {
  members: M[];
  answer: Promise<V>;
}

/** Creates a shared read; `read` of the caller that first joins a round is the one that runs. */
export function createFreshSharedRead<K, M, V>(): FreshSharedRead<K, M, V> {
  const running = new Map<K, Promise<V>>();
  const queued = new Map<K, Round<M, V>>();

  const start = (key: K, members: M[], read: (members: readonly M[]) => Promise<V>): Promise<V> => {
    const reading = read(members);
    running.set(key, reading);
    const settle = () => {
      if (running.get(key) === reading) running.delete(key);
    };
    reading.then(settle, settle);
    return reading;
  };

  return (key, member, read) => {
    const waiting = queued.get(key);
    if (waiting) {
      waiting.members.push(member);
      return waiting.answer;
    }
    const members = [member];
    const answer = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => running.get(key)?.then(ignore, ignore))
      .then(() => {
        // Nobody joins a round once its read has begun: later callers queue for the one after.
        queued.delete(key);
        return start(key, members, read);
      });
    queued.set(key, { members, answer });
    return answer;
  };
}

function ignore(): void {}

/**
 * Shares a read among concurrent callers, as `createFreshReadBatcher` does, and tells the read who shares it. The
 * first caller of a key starts a round at once; callers arriving while it runs join the next round, which starts as
 * soon as the running one ends and answers everyone who joined meanwhile. A round never answers a caller who
 * arrived after it began, so each caller sees every change committed before it asked (read-your-writes holds).
 * The read gets the members of its round, e.g. to write one audit entry per reader with the number of their reads
 * in the same statement as the read itself.
 */
export type FreshSharedRead<K, M, V> = (key: K, member: M, read: (members: readonly M[]) => Promise<V>) => Promise<V>;

interface Round<M, V> {
  members: M[];
  answer: Promise<V>;
}

/** Creates a shared read; `read` of the caller that starts (or first joins) a round is the one that runs. */
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
    const current = running.get(key);
    if (!current) return start(key, [member], read);
    const waiting = queued.get(key);
    if (waiting) {
      waiting.members.push(member);
      return waiting.answer;
    }
    const members = [member];
    const answer = current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        // Nobody joins a round once its read has begun: later callers queue for the one after.
        queued.delete(key);
        return start(key, members, read);
      });
    queued.set(key, { members, answer });
    return answer;
  };
}

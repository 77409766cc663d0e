/** Options of {@link createTtlCache}. */
export interface TtlCacheOptions {
  /** How long an entry stays fresh unless `set` says otherwise. */
  ttlMs: number;
  /** The oldest entries are dropped beyond this many. */
  maxEntries: number;
  /** The clock; the app's, so tests that move time expire entries with it. */
  now: () => Date;
}

/** A bounded map whose entries expire, for answers that are read far more often than they change. */
export interface TtlCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V, ttlMs?: number): void;
  delete(key: K): void;
  /** Drops every entry the predicate accepts (invalidation by a property of the key or value). */
  deleteWhere(predicate: (key: K, value: V) => boolean): void;
  clear(): void;
  readonly size: number;
}

/**
 * An in-process cache with expiry and a size bound (oldest inserted first out). Entries are per instance: callers
 * choose a TTL short enough that another instance's change shows within it, and invalidate their own changes at once.
 */
export function createTtlCache<K, V>({ ttlMs, maxEntries, now }: TtlCacheOptions): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, entryTtlMs = ttlMs) {
      if (entryTtlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now().getTime() + entryTtlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(predicate) {
      for (const [key, entry] of entries) if (predicate(key, entry.value)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

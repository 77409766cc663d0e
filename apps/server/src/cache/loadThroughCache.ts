import type { TtlCache } from './createTtlCache.ts';

/**
 * Answers a cached load, or starts the load and caches its promise at once, so concurrent misses of one key share a
 * single load (an expiry under load costs one query, not one per waiting request). A load that fails, or whose value
 * `keep` refuses (e.g. "not found"), is dropped again so the next call asks afresh.
 */
export function loadThroughCache<K, V>(
  cache: TtlCache<K, Promise<V>>,
  key: K,
  load: () => Promise<V>,
  keep: (value: V) => boolean = () => true,
): Promise<V> {
  const cached = cache.get(key);
  if (cached) return cached;
  const loading = load();
  cache.set(key, loading);
  const forget = () => {
    if (cache.get(key) === loading) cache.delete(key);
  };
  loading.then((value) => {
    if (!keep(value)) forget();
  }, forget);
  return loading;
}

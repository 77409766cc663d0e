import type { VersionedSettings } from '@carecall/api-client';
import { createTtlCache } from '../cache/createTtlCache.ts';
import { loadThroughCache } from '../cache/loadThroughCache.ts';

/** How long an instance reuses an organization's settings; a change made through another instance shows within it. */
export const SETTINGS_CACHE_TTL_MS = 30_000;

/**
 * The resolved feature settings per organization with their version, read on nearly every page load
 * (`GET /user/settings`) and changed rarely. Whoever changes an organization's settings calls `forget` so this instance
 * answers the change at once; another instance may answer the older version for up to the cache period, and a write
 * based on it is refused (409), never applied over the newer one.
 */
export interface SettingsCache {
  get(organizationId: number, load: () => Promise<VersionedSettings>): Promise<VersionedSettings>;
  forget(organizationId: number): void;
}

/** Creates the settings cache of one app instance; concurrent misses for one organization share one load. */
export function createSettingsCache(now: () => Date): SettingsCache {
  const cache = createTtlCache<number, Promise<VersionedSettings>>({
    ttlMs: SETTINGS_CACHE_TTL_MS,
    maxEntries: 5_000,
    now,
  });
  return {
    get: (organizationId, load) => loadThroughCache(cache, organizationId, load),
    forget(organizationId) {
      cache.delete(organizationId);
    },
  };
}

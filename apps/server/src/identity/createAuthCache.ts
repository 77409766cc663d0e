import { createTtlCache } from '../cache/createTtlCache.ts';
import { loadThroughCache } from '../cache/loadThroughCache.ts';
import type { AuthUser } from './RequestAuth.ts';

/** How long an instance reuses what it read about a caller; another instance's change shows within this. */
export const AUTH_CACHE_TTL_MS = 5_000;

/**
 * What the auth hook reads on every request, kept for a few seconds so a request of a user who just called costs no
 * database round trip: the user behind a token subject, the organizations they may act in, and the devices trusted
 * for them (only trust is kept, never its absence, so a device is accepted the moment it passes). Concurrent misses
 * share one load, so an expiry under load costs one query, not one per waiting request. Writers of those facts call
 * `forgetUser` so this instance sees their change at once.
 */
export interface AuthCache {
  /** The user of a token subject; `load` answers null for nobody, which is not kept. */
  getUser(subject: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null>;
  getOrganizationIds(userId: number, load: () => Promise<number[]>): Promise<number[]>;
  /** Until when the device is trusted for this user and session; `load` answers null for untrusted, not kept. */
  getDeviceTrust(
    userId: number,
    deviceId: string,
    sessionId: string | null,
    load: () => Promise<Date | null>,
  ): Promise<Date | null>;
  forgetUser(userId: number): void;
  clear(): void;
}

/** Creates the cache of one app instance, on the app clock. */
export function createAuthCache(now: () => Date): AuthCache {
  const options = { ttlMs: AUTH_CACHE_TTL_MS, maxEntries: 10_000, now };
  const users = createTtlCache<string, Promise<AuthUser | null>>(options);
  const organizationIds = createTtlCache<number, Promise<number[]>>(options);
  const devices = createTtlCache<string, Promise<Date | null>>(options);
  /** Which cached users belong to which id, so `forgetUser` finds a user's subjects without awaiting anything. */
  const subjectsByUser = new Map<number, Set<string>>();

  const deviceKey = (userId: number, deviceId: string, sessionId: string | null) =>
    `${userId}\n${deviceId}\n${sessionId ?? ''}`;

  return {
    getUser(subject, load) {
      return loadThroughCache(users, subject, load, (user) => {
        if (!user) return false;
        const subjects = subjectsByUser.get(user.id) ?? new Set<string>();
        subjects.add(subject);
        subjectsByUser.set(user.id, subjects);
        return true;
      });
    },
    getOrganizationIds(userId, load) {
      return loadThroughCache(organizationIds, userId, load);
    },
    async getDeviceTrust(userId, deviceId, sessionId, load) {
      const key = deviceKey(userId, deviceId, sessionId);
      const until = await loadThroughCache(devices, key, load, (value) => value !== null);
      if (until && until > now()) return until;
      return null;
    },
    forgetUser(userId) {
      for (const subject of subjectsByUser.get(userId) ?? []) users.delete(subject);
      subjectsByUser.delete(userId);
      organizationIds.delete(userId);
      devices.deleteWhere((key) => key.startsWith(`${userId}\n`));
    },
    clear() {
      users.clear();
      organizationIds.clear();
      devices.clear();
      subjectsByUser.clear();
    },
  };
}

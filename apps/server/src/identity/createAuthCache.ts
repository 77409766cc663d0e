import { createTtlCache } from '../cache/createTtlCache.ts';
import type { AuthUser } from './RequestAuth.ts';

/** How long an instance reuses what it read about a caller; another instance's change shows within this. */
export const AUTH_CACHE_TTL_MS = 5_000;

/**
 * What the auth hook reads on every request, kept for a few seconds so a request of a user who just called costs no
 * database round trip: the user behind a token subject, the organizations they may act in, and the devices trusted
 * for them (only trust is kept, never its absence, so a device is accepted the moment it passes). Writers of those
 * facts call `forgetUser` so this instance sees their change at once.
 */
export interface AuthCache {
  getUser(subject: string): AuthUser | undefined;
  setUser(subject: string, user: AuthUser): void;
  getOrganizationIds(userId: number): number[] | undefined;
  setOrganizationIds(userId: number, organizationIds: number[]): void;
  /** Until when the device is trusted for this user and session, if this instance saw it lately. */
  getDeviceTrust(userId: number, deviceId: string, sessionId: string | null): Date | undefined;
  setDeviceTrust(userId: number, deviceId: string, sessionId: string | null, until: Date): void;
  forgetUser(userId: number): void;
  clear(): void;
}

/** Creates the cache of one app instance, on the app clock. */
export function createAuthCache(now: () => Date): AuthCache {
  const options = { ttlMs: AUTH_CACHE_TTL_MS, maxEntries: 10_000, now };
  const users = createTtlCache<string, AuthUser>(options);
  const organizationIds = createTtlCache<number, number[]>(options);
  const devices = createTtlCache<string, Date>(options);
  const deviceKey = (userId: number, deviceId: string, sessionId: string | null) =>
    `${userId}\n${deviceId}\n${sessionId ?? ''}`;
  return {
    getUser: (subject) => users.get(subject),
    setUser: (subject, user) => users.set(subject, user),
    getOrganizationIds: (userId) => organizationIds.get(userId),
    setOrganizationIds: (userId, ids) => organizationIds.set(userId, ids),
    getDeviceTrust(userId, deviceId, sessionId) {
      const until = devices.get(deviceKey(userId, deviceId, sessionId));
      return until && until > now() ? until : undefined;
    },
    setDeviceTrust: (userId, deviceId, sessionId, until) => devices.set(deviceKey(userId, deviceId, sessionId), until),
    forgetUser(userId) {
      users.deleteWhere((_subject, user) => user.id === userId);
      organizationIds.delete(userId);
      devices.deleteWhere((key) => key.startsWith(`${userId}\n`));
    },
    clear() {
      users.clear();
      organizationIds.clear();
      devices.clear();
    },
  };
}

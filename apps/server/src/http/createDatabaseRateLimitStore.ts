import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { queryRows } from '../db/queryRows.ts';

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A rate-limit store on the `rate_limits` table, so every server instance counts against the same budget and a
 * restart does not reset it. Each route counts on its own, except routes of one `groupId`, which share a counter.
 */
export function createDatabaseRateLimitStore(db: Db, now: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  const createStore = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const at = now();
      const resetAt = new Date(at.getTime() + timeWindow);
      queryRows<{ count: number; reset_at: string | Date }>(
        db,
        sql`insert into rate_limits (key, count, reset_at) values (${`${prefix}|${key}`}, 1, ${resetAt.toISOString()})
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= ${at.toISOString()} then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= ${at.toISOString()} then excluded.reset_at
                              else rate_limits.reset_at end
            returning count, reset_at`,
      ).then(
        ([row]) => {
          const ttl = row ? Math.max(new Date(row.reset_at).getTime() - at.getTime(), 0) : timeWindow;
          callback(null, { current: Number(row?.count ?? 1), ttl });
        },
        (error: Error) => callback(error),
      );
    },
    child(routeOptions) {
      const { groupId } = routeOptions as { groupId?: string };
      if (groupId) return createStore(`group ${groupId}`);
      const info = (routeOptions as unknown as RouteInfo).routeInfo;
      const method = Array.isArray(info?.method) ? info.method.join(',') : (info?.method ?? '');
      return createStore(`${method} ${info?.url ?? routeOptions.path ?? ''}`);
    },
  });

  return class DatabaseRateLimitStore {
    constructor() {
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the store class; the instance is built by the closure.
      return createStore('global');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

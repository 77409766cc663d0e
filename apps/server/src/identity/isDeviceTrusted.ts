import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { devices } from '../db/schema/index.ts';

/**
 * Whether a user's device passed the second factor and is still trusted: a `devices` row with `remembered_until`
 * ahead that was remembered (no session) or is bound to the sign-in session of the token in hand. Answers until when.
 */
export async function isDeviceTrusted(
  db: Db,
  userId: number,
  deviceId: string,
  sessionId: string | null,
  now: Date,
): Promise<{ until: Date } | null> {
  const sameSession = sessionId === null ? isNull(devices.sessionId) : eq(devices.sessionId, sessionId);
  const [trusted] = await db
    .select({ until: devices.rememberedUntil })
    .from(devices)
    .where(
      and(
        eq(devices.userId, userId),
        eq(devices.deviceId, deviceId),
        gt(devices.rememberedUntil, now),
        or(isNull(devices.sessionId), sameSession),
      ),
    )
    .limit(1);
  return trusted?.until ? { until: trusted.until } : null;
}

import type { Db } from '../db/openDatabase.ts';
import { devices } from '../db/schema/index.ts';
import { MFA_POLICY } from './secondFactor/mfaPolicy.ts';

/** How long "remember this device" lasts, in days, for callers that count in days. */
export const REMEMBER_DEVICE_DAYS = MFA_POLICY.rememberDeviceMs / (24 * 60 * 60 * 1000);

/**
 * Marks a device as having passed the second factor for a user until `until`; `user` endpoints accept it until then.
 * With a `sessionId` the trust holds only for tokens of that sign-in session (a device that was not remembered);
 * without one, for every token of the user on that device (remembered). The second-factor routes call this after a
 * correct code.
 */
export async function trustDevice(
  db: Db,
  userId: number,
  deviceId: string,
  now: Date,
  until: Date,
  sessionId: string | null = null,
): Promise<void> {
  await db
    .insert(devices)
    .values({ userId, deviceId, verifiedAt: now, rememberedUntil: until, sessionId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: { verifiedAt: now, rememberedUntil: until, sessionId, lastSeenAt: now },
    });
}

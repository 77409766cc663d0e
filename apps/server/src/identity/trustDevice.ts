import type { Db } from '../db/openDatabase.ts';
import { devices } from '../db/schema/index.ts';

/** How long "remember this device" lasts (specification §9). */
export const REMEMBER_DEVICE_DAYS = 30;

/**
 * Marks a device as having passed the second factor for a user until `until`; `user` endpoints accept it until then.
 * The second-factor routes call this after a correct code.
 */
export async function trustDevice(db: Db, userId: number, deviceId: string, now: Date, until: Date): Promise<void> {
  await db
    .insert(devices)
    .values({ userId, deviceId, verifiedAt: now, rememberedUntil: until, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [devices.userId, devices.deviceId],
      set: { verifiedAt: now, rememberedUntil: until, lastSeenAt: now },
    });
}

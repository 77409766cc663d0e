import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { devices } from '../db/schema/index.ts';

/** Why a signed-in user still has to pass the second factor on this device (specification §3, §8). */
export type SecondFactorRequirement = 'MFA_PHONE_NUMBER_REQUIRED' | 'MFA_CODE_IS_REQUIRED';

/**
 * Tells whether a device may call `user` endpoints: it must have passed the second factor and still be trusted
 * (`remembered_until` in the future). Without a phone on file the user first has to enter one.
 */
export async function checkSecondFactor(
  db: Db,
  user: { id: number; phoneNumber: string | null },
  deviceId: string,
  now: Date,
): Promise<SecondFactorRequirement | null> {
  const [trusted] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.userId, user.id), eq(devices.deviceId, deviceId), gt(devices.rememberedUntil, now)))
    .limit(1);
  if (trusted) return null;
  return user.phoneNumber ? 'MFA_CODE_IS_REQUIRED' : 'MFA_PHONE_NUMBER_REQUIRED';
}

import { eq } from 'drizzle-orm';
import type { AppServices } from '../AppServices.ts';
import { devices } from '../db/schema/index.ts';
import { getProviderSessionId } from './secondFactor/getTokenSessionId.ts';

/**
 * Ends the device trust bound to a provider session that has just ended (a logout at the built-in provider): a
 * device verified without "remember this device" was trusted for that session only, so the rows go, and this
 * instance's cache forgets their users at once. Tokens still carrying the old session id are then asked for the
 * code again; remembered devices (no session) are not touched.
 */
export async function endSessionDeviceTrust(
  services: Pick<AppServices, 'db' | 'authCache'>,
  providerSessionUid: string,
): Promise<number> {
  const ended = await services.db
    .delete(devices)
    .where(eq(devices.sessionId, getProviderSessionId(providerSessionUid)))
    .returning({ userId: devices.userId });
  for (const userId of new Set(ended.map((row) => row.userId))) services.authCache.forgetUser(userId);
  return ended.length;
}

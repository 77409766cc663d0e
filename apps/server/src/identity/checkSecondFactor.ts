import type { AppServices } from '../AppServices.ts';
import {
  getSecondFactorRequirement,
  type SecondFactorRequirement,
  type SecondFactorUser,
} from './getSecondFactorRequirement.ts';
import { isDeviceTrusted } from './isDeviceTrusted.ts';

/**
 * Tells whether a device may call `user` endpoints (trusted for this user and token session), or what the user has
 * to do first (see {@link getSecondFactorRequirement}). Trust this instance saw lately is taken from the auth cache.
 */
export async function checkSecondFactor(
  services: Pick<AppServices, 'db' | 'authCache' | 'now'>,
  user: SecondFactorUser & { id: number },
  deviceId: string,
  sessionId: string | null,
): Promise<SecondFactorRequirement | null> {
  const trustedUntil = await services.authCache.getDeviceTrust(user.id, deviceId, sessionId, async () => {
    const trusted = await isDeviceTrusted(services.db, user.id, deviceId, sessionId, services.now());
    return trusted?.until ?? null;
  });
  return trustedUntil ? null : getSecondFactorRequirement(user);
}

import { type ApiClient, sessionGenerateDeviceId } from '@carecall/api-client';
import { STORAGE_KEYS } from '../../app/storageKeys.ts';

/**
 * This browser's device id, asking the server for one (`GET /generateDeviceId`) the first time and keeping it in
 * local storage, so a remembered second factor survives sign-outs. Without an answer the sign-in goes on without one.
 */
export async function ensureDeviceId(
  api: Pick<ApiClient, 'call'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): Promise<string | null> {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  try {
    const { deviceId } = await api.call(sessionGenerateDeviceId, {}, { silent: true });
    storage.setItem(STORAGE_KEYS.deviceId, deviceId);
    return deviceId;
  } catch (error) {
    console.error('Could not get a device id', error);
    return null;
  }
}

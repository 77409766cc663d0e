import type { MicrophoneFacts } from './getMicrophoneDialog.ts';

/** The parts of `navigator` the microphone check reads; injectable so tests describe any browser. */
export interface MicrophoneNavigator {
  mediaDevices?: Pick<MediaDevices, 'enumerateDevices'> & Partial<Pick<MediaDevices, 'getUserMedia'>>;
  permissions?: Pick<Permissions, 'query'>;
}

/** What the browser says about the microphone, plus the permission status to watch for a change (if known). */
export interface DetectedMicrophone extends MicrophoneFacts {
  permissionStatus: PermissionStatus | null;
}

/**
 * Asks the browser whether a microphone is plugged in and whether the portal may use it. Browsers that cannot
 * answer (no media devices, no `microphone` permission name) answer `null`, never an error.
 */
export async function detectMicrophone(navigator: MicrophoneNavigator): Promise<DetectedMicrophone> {
  let hasMicrophone: boolean | null = null;
  try {
    if (navigator.mediaDevices)
      hasMicrophone = (await navigator.mediaDevices.enumerateDevices()).some((device) => device.kind === 'audioinput');
  } catch {
    hasMicrophone = null;
  }
  let permissionStatus: PermissionStatus | null = null;
  try {
    if (navigator.permissions)
      permissionStatus = await navigator.permissions.query({ name: 'microphone' as PermissionName });
  } catch {
    permissionStatus = null;
  }
  return { hasMicrophone, permission: permissionStatus?.state ?? null, permissionStatus };
}

/** Which microphone dialog the client list opens, if any. */
export type MicrophoneDialogKind = 'noMicrophone' | 'permission';

/** What the browser says about the microphone; `null` where it cannot tell. */
export interface MicrophoneFacts {
  /** Whether any audio input is listed; `null` without `navigator.mediaDevices`. */
  hasMicrophone: boolean | null;
  /** The `microphone` permission state; `null` where the Permissions API does not know that name. */
  permission: PermissionState | null;
}

/**
 * Decides the dialog on opening the client list: no microphone beats a missing permission, since
 * allowing access to nothing cannot help; a browser that cannot tell gets no dialog rather than a wrong one.
 */
export function getMicrophoneDialog(facts: MicrophoneFacts): MicrophoneDialogKind | null {
  if (facts.hasMicrophone === false) return 'noMicrophone';
  if (facts.hasMicrophone === true && facts.permission !== null && facts.permission !== 'granted') return 'permission';
  return null;
}

/**
 * Every key the portal keeps in the browser's storage, in one place so nothing collides and logout can clear them.
 * Local storage outlives the tab (device id, language); session storage lasts for the tab (the signed-in session).
 */
export const STORAGE_KEYS = {
  /** localStorage: this browser's device id, sent as `device-id` so the second factor can be remembered. */
  deviceId: 'deviceId',
  /** localStorage: the interface language (kept in local storage). */
  locale: 'locale',
  /** sessionStorage: the persisted part of the portal store. */
  store: 'carecall.store',
  /** sessionStorage: where to go after sign-in and the second factor. */
  returnTarget: 'carecall.returnTarget',
  /** sessionStorage: the second-factor phase the server asked for, while it is pending. */
  mfaPending: 'carecall.mfaPending',
  /** sessionStorage: the unsupported-browser warning was shown in this session. */
  browserWarningShown: 'carecall.browserWarningShown',
  /** localStorage: the microphone chosen for calls in this browser (a `deviceId`, nothing else). */
  audioInputDevice: 'carecall.audioInputDevice',
  /** localStorage: the speaker chosen for calls in this browser (a `deviceId`, nothing else). */
  audioOutputDevice: 'carecall.audioOutputDevice',
} as const;

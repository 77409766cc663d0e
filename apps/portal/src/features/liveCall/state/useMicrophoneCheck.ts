import { useEffect, useState } from 'react';

/** What the browser offers for calls from the computer. */
export type MicrophoneCheck = 'checking' | 'ok' | 'no-microphone' | 'unsupported';

/**
 * Checks once that the browser can place calls from the computer (WebRTC and media devices) and that a microphone is
 * plugged in, so the operator learns it before dialling rather than from a silent call.
 */
export function useMicrophoneCheck(
  mediaDevices: Pick<MediaDevices, 'enumerateDevices'> | null | undefined,
  hasWebRtc: boolean,
): MicrophoneCheck {
  const [check, setCheck] = useState<MicrophoneCheck>(() => (!mediaDevices || !hasWebRtc ? 'unsupported' : 'checking'));
  useEffect(() => {
    if (!mediaDevices || !hasWebRtc) return;
    let active = true;
    mediaDevices
      .enumerateDevices()
      .then((devices) => {
        if (active) setCheck(devices.some((device) => device.kind === 'audioinput') ? 'ok' : 'no-microphone');
      })
      .catch(() => {
        if (active) setCheck('no-microphone');
      });
    return () => {
      active = false;
    };
  }, [mediaDevices, hasWebRtc]);
  return check;
}

import { conferenceGetVoiceToken } from '@carecall/api-client';
import { useContext, useEffect, useState } from 'react';
import { usePortalRuntime } from '../../../app/usePortalRuntime.ts';
import { createVoiceDeviceSource } from '../voice/createVoiceDeviceSource.ts';
import { type LiveCallEnvironment, LiveCallEnvironmentContext } from './LiveCallEnvironment.ts';

/**
 * The call screen's environment: the one provided above it (tests, stories), or the browser's with the voice adapter
 * `/config.json` names. Twilio's device takes a voice token from the conference service; the local media plane takes
 * the user's own access token, as every other request does.
 */
export function useLiveCallEnvironment(): LiveCallEnvironment {
  const provided = useContext(LiveCallEnvironmentContext);
  const runtime = usePortalRuntime();
  const [source] = useState(() =>
    provided
      ? null
      : createVoiceDeviceSource({
          provider: runtime.config.voice.provider,
          async fetchToken() {
            if (runtime.config.voice.provider === 'twilio')
              return (await runtime.api.call(conferenceGetVoiceToken, {})).token;
            const token = await runtime.auth.getAccessToken();
            if (!token) throw new Error('Not signed in');
            return token;
          },
        }),
  );
  useEffect(() => () => source?.dispose(), [source]);
  const [browser] = useState<LiveCallEnvironment | null>(() =>
    source
      ? {
          getDevice: () => source.getDevice(),
          mediaDevices: typeof navigator !== 'undefined' ? (navigator.mediaDevices ?? null) : null,
        }
      : null,
  );
  return provided ?? (browser as LiveCallEnvironment);
}

import { Call, Device as TwilioDevice } from '@twilio/voice-sdk';

export { Call };

/**
 * Every device the adapter made in this page, so the contract page can watch the SDK's own events (such as
 * `tokenWillExpire`) that the VoiceDevice interface does not expose.
 */
export const contractDevices: TwilioDevice[] = [];

/**
 * Twilio's real `Device`, with its signaling pointed at the page's own origin through the SDK's private `chunderw`
 * option, its usage events kept off the network, and its sounds served by the same origin. Bundled in place of
 * `@twilio/voice-sdk` for the contract page only: the portal's adapter runs unchanged on top of it.
 */
export class Device extends TwilioDevice {
  constructor(token: string, options: TwilioDevice.Options = {}) {
    const sounds = Object.fromEntries(
      Object.values(TwilioDevice.SoundName).map((name) => [name, `/sounds/${name}.wav`]),
    ) as TwilioDevice.Options['sounds'];
    super(token, {
      ...options,
      chunderw: window.location.host,
      publishEvents: false,
      sounds,
    } as TwilioDevice.Options);
    contractDevices.push(this);
  }
}

import type { VoiceDevice, VoiceProvider } from './VoiceDevice.ts';

/** Builds a device of one adapter from a token. */
export type VoiceDeviceFactory = (token: string) => VoiceDevice | Promise<VoiceDevice>;

/** The renewal period of the voice token. */
export const VOICE_TOKEN_RENEWAL_MS = 30_000;

/** Options of {@link createVoiceDeviceSource}. */
export interface VoiceDeviceSourceOptions {
  provider: VoiceProvider;
  /** `GET /conference/user/twilio/token`. */
  fetchToken: () => Promise<string>;
  /** Loads the adapter's module; by default a dynamic import, so the SDK is downloaded only on the call screen. */
  loadFactory?: (provider: VoiceProvider) => Promise<VoiceDeviceFactory>;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

async function loadFactory(provider: VoiceProvider): Promise<VoiceDeviceFactory> {
  if (provider === 'twilio') return (await import('./createTwilioVoiceDevice.ts')).createTwilioVoiceDevice;
  return (await import('./createLocalVoiceDevice.ts')).createLocalVoiceDevice;
}

/**
 * The call screen's voice device, created on first use with the adapter `/config.json` names. Its token is renewed
 * every 30 s; `updateToken` is called only when the token changed, since replacing it during a call can cost a
 * moment of audio. A failed renewal keeps the current token and tries again on the next tick.
 */
export function createVoiceDeviceSource(options: VoiceDeviceSourceOptions) {
  const setTimer = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const clearTimer =
    options.clearInterval ??
    ((handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>));
  let device: Promise<VoiceDevice> | null = null;
  let timer: unknown = null;
  let token: string | null = null;
  let disposed = false;

  async function create(): Promise<VoiceDevice> {
    const [factory, first] = await Promise.all([
      (options.loadFactory ?? loadFactory)(options.provider),
      options.fetchToken(),
    ]);
    token = first;
    const created = await factory(first);
    if (disposed) {
      created.destroy();
      throw new Error('The voice device is no longer needed');
    }
    timer = setTimer(() => {
      options
        .fetchToken()
        .then((next) => {
          if (next === token || disposed) return;
          token = next;
          created.updateToken(next);
        })
        .catch(() => {});
    }, VOICE_TOKEN_RENEWAL_MS);
    return created;
  }

  return {
    /** The device, created by the first call. */
    getDevice(): Promise<VoiceDevice> {
      device ??= create().catch((error: unknown) => {
        device = null;
        throw error;
      });
      return device;
    },
    /** Stops the renewal and destroys the device. */
    dispose(): void {
      disposed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      void device?.then((created) => created.destroy()).catch(() => {});
      device = null;
    },
  };
}

/** The device source a call screen uses. */
export type VoiceDeviceSource = ReturnType<typeof createVoiceDeviceSource>;

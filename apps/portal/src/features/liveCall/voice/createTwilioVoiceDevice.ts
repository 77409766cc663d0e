import { Call, Device } from '@twilio/voice-sdk';
import { createVoiceCallEvents } from './createVoiceCallEvents.ts';
import type { VoiceCall, VoiceCallStatus, VoiceConnectParams, VoiceDevice, VoiceDeviceState } from './VoiceDevice.ts';

function wrapCall(call: Call): VoiceCall {
  const events = createVoiceCallEvents();
  call.on('ringing', () => events.emit('ringing'));
  call.on('accept', () => events.emit('accept'));
  call.on('disconnect', () => events.emit('disconnect'));
  call.on('cancel', () => events.emit('cancel'));
  call.on('error', (error: { code?: number; message?: string }) =>
    events.emit('error', { code: error.code ?? 0, message: error.message ?? 'Voice error' }),
  );
  call.on('mute', (muted: boolean) => events.emit('mute', muted));
  return {
    status: () => call.status() as VoiceCallStatus,
    on: events.on,
    off: events.off,
    disconnect: () => call.disconnect(),
    mute: (shouldMute = true) => call.mute(shouldMute),
    isMuted: () => call.isMuted(),
    sendDigits: (digits) => call.sendDigits(digits),
  };
}

/**
 * The production voice adapter over Twilio's Voice SDK: Opus first for wideband audio to the recogniser, and the
 * SDK's own close protection, which warns before a refresh drops a live call.
 */
export function createTwilioVoiceDevice(token: string): VoiceDevice {
  const device = new Device(token, {
    codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
    closeProtection: true,
  });
  return {
    get state() {
      return device.state as VoiceDeviceState;
    },
    async connect({ params }: { params: VoiceConnectParams }) {
      return wrapCall(await device.connect({ params: { ...params } }));
    },
    updateToken: (next) => device.updateToken(next),
    async setInputDevice(deviceId) {
      await device.audio?.setInputDevice(deviceId);
    },
    async setOutputDevice(deviceId) {
      await device.audio?.speakerDevices.set(deviceId);
    },
    destroy: () => device.destroy(),
  };
}

import { createVoiceCallEvents } from './createVoiceCallEvents.ts';
import type {
  VoiceCall,
  VoiceCallStatus,
  VoiceConnectParams,
  VoiceDevice,
  VoiceDeviceState,
  VoiceError,
} from './VoiceDevice.ts';

/**
 * A call of {@link FakeVoiceDevice}, moved by whoever plays the other side (a test, a story): `ring()`, `accept()`,
 * `remoteDisconnect()`, `cancel()`, `fail()`. It follows the live call rules: a `disconnect()` before the call is
 * accepted is remembered and ends the call as soon as it opens.
 */
export class FakeVoiceCall implements VoiceCall {
  private current: VoiceCallStatus = 'connecting';
  private muted = false;
  private readonly events = createVoiceCallEvents();
  /** Whether the operator hung up before the call opened. */
  hangupRemembered = false;
  /** Every digit sent, in order. */
  readonly digits: string[] = [];
  readonly on = this.events.on;
  readonly off = this.events.off;

  constructor(readonly params: VoiceConnectParams) {}

  status(): VoiceCallStatus {
    return this.current;
  }

  isMuted(): boolean {
    return this.muted;
  }

  disconnect(): void {
    if (this.current === 'closed') return;
    if (this.current !== 'open') {
      this.hangupRemembered = true;
      return;
    }
    this.close('disconnect');
  }

  mute(shouldMute = true): void {
    if (this.muted === shouldMute) return;
    this.muted = shouldMute;
    this.events.emit('mute', shouldMute);
  }

  sendDigits(digits: string): void {
    if (this.current === 'open') this.digits.push(...digits);
  }

  /** The platform reports the far end ringing. */
  ring(): void {
    if (this.current !== 'connecting' && this.current !== 'pending') return;
    this.current = 'ringing';
    this.events.emit('ringing');
  }

  /** The leg opens; a remembered hangup fires right after. */
  accept(): void {
    if (this.current === 'closed' || this.current === 'open') return;
    this.current = 'open';
    this.events.emit('accept');
    if (this.hangupRemembered && this.current === 'open') this.close('disconnect');
  }

  /** The other side (or the server) ended the leg. */
  remoteDisconnect(): void {
    if (this.current !== 'closed') this.close('disconnect');
  }

  /** The call was withdrawn before it opened. */
  cancel(): void {
    if (this.current !== 'closed' && this.current !== 'open') this.close('cancel');
  }

  /** The platform failed; the leg counts as disconnected. */
  fail(error: VoiceError): void {
    if (this.current === 'closed') return;
    this.events.emit('error', error);
    this.close('disconnect');
  }

  private close(event: 'disconnect' | 'cancel'): void {
    this.current = 'closed';
    this.events.emit(event);
  }
}

/** Options of {@link FakeVoiceDevice}. */
export interface FakeVoiceDeviceOptions {
  /** Plays the other side by itself after these delays (Storybook); tests leave it out and move calls by hand. */
  script?: { ringAfterMs: number; acceptAfterMs: number };
  /** The error the next `connect` rejects with. */
  connectError?: VoiceError;
}

/**
 * A voice device with no network or microphone, deterministic, for unit tests and stories: every call it places is
 * kept in {@link calls} for the test to move.
 */
export class FakeVoiceDevice implements VoiceDevice {
  state: VoiceDeviceState = 'registered';
  readonly calls: FakeVoiceCall[] = [];
  token: string | null = null;
  inputDeviceId: string | null = null;
  outputDeviceId: string | null = null;
  connectError: VoiceError | undefined;
  private readonly script: FakeVoiceDeviceOptions['script'];

  constructor(options: FakeVoiceDeviceOptions = {}) {
    this.script = options.script;
    this.connectError = options.connectError;
  }

  /** The last call placed. */
  get lastCall(): FakeVoiceCall | undefined {
    return this.calls.at(-1);
  }

  async connect({ params }: { params: VoiceConnectParams }): Promise<VoiceCall> {
    if (this.state === 'destroyed') throw new Error('The voice device was destroyed');
    if (this.connectError) {
      const error = this.connectError;
      this.connectError = undefined;
      throw error;
    }
    const call = new FakeVoiceCall(params);
    this.calls.push(call);
    if (this.script) {
      const { ringAfterMs, acceptAfterMs } = this.script;
      setTimeout(() => call.ring(), ringAfterMs);
      setTimeout(() => call.accept(), acceptAfterMs);
    }
    return call;
  }

  updateToken(token: string): void {
    this.token = token;
  }

  async setInputDevice(deviceId: string): Promise<void> {
    this.inputDeviceId = deviceId;
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    this.outputDeviceId = deviceId;
  }

  destroy(): void {
    for (const call of this.calls) call.remoteDisconnect();
    this.state = 'destroyed';
  }
}

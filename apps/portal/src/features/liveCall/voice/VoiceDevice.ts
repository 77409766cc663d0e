/**
 * The browser's voice leg of a live call, shaped like Twilio's Device 2.x so the Twilio adapter stays thin and the
 * local (WebRTC) and fake adapters are interchangeable behind it.
 */

/** The params a call carries to the voice platform, exactly as the specification names them; all travel as text. */
export interface VoiceConnectParams {
  callId: string;
  patient_id: string;
  organization_id: string;
  questionnaire_id: string;
  to_number: string;
  batch_id: string;
  is_dry_run: string;
}

/** Twilio's call states: `pending` before the platform answers, `ringing`, `open` once accepted, `closed` after. */
export type VoiceCallStatus = 'pending' | 'connecting' | 'ringing' | 'open' | 'reconnecting' | 'closed';

/** A failure of the voice leg, with the platform's code when it has one. */
export interface VoiceError {
  code: number;
  message: string;
}

/** The events of a call and what they carry. */
export interface VoiceCallEvents {
  ringing: [];
  accept: [];
  disconnect: [];
  cancel: [];
  error: [VoiceError];
  mute: [muted: boolean];
}

/** One event's name. */
export type VoiceCallEvent = keyof VoiceCallEvents;

/** A listener of one event. */
export type VoiceCallListener<E extends VoiceCallEvent> = (...args: VoiceCallEvents[E]) => void;

/** The voice leg of one call. */
export interface VoiceCall {
  status(): VoiceCallStatus;
  on<E extends VoiceCallEvent>(event: E, listener: VoiceCallListener<E>): void;
  off<E extends VoiceCallEvent>(event: E, listener: VoiceCallListener<E>): void;
  /** Leaves the call; before it is accepted, the leg is remembered as hung up and ends as soon as it opens. */
  disconnect(): void;
  mute(shouldMute?: boolean): void;
  isMuted(): boolean;
  sendDigits(digits: string): void;
}

/** Twilio's device states. */
export type VoiceDeviceState = 'unregistered' | 'registering' | 'registered' | 'destroyed';

/** The browser's telephone. */
export interface VoiceDevice {
  readonly state: VoiceDeviceState;
  connect(options: { params: VoiceConnectParams }): Promise<VoiceCall>;
  /** Replaces the access token (the device keeps the calls it has). */
  updateToken(token: string): void;
  /** Chooses the microphone by its `deviceId`. */
  setInputDevice(deviceId: string): Promise<void>;
  /** Chooses the speaker by its `deviceId`. */
  setOutputDevice(deviceId: string): Promise<void>;
  /** Ends every call and releases the microphone. */
  destroy(): void;
}

/** Which adapter `/config.json` asks for: Twilio in production, the local media plane otherwise. */
export type VoiceProvider = 'twilio' | 'local';

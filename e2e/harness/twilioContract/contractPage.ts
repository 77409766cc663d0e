import { createTwilioVoiceDevice } from '../../../apps/portal/src/features/liveCall/voice/createTwilioVoiceDevice.ts';
import type {
  VoiceCall,
  VoiceCallEvent,
  VoiceConnectParams,
  VoiceDevice,
} from '../../../apps/portal/src/features/liveCall/voice/VoiceDevice.ts';
import { contractDevices } from './voiceSdkWithLocalSignaling.ts';

/** What the contract test drives in the page: the portal's Twilio adapter over the real SDK. */
export interface ContractPage {
  /** Events in the order the page saw them: `call<N>:<event>`, `tokenWillExpire`, `tokenUpdated`. */
  events: string[];
  start(token: string, renewedToken: string): void;
  /** Places call N (from 1) and answers once `connect` resolves. */
  call(params: VoiceConnectParams): Promise<number>;
  status(callNumber: number): string;
  hangup(callNumber: number): void;
  destroy(): void;
}

const CALL_EVENTS: VoiceCallEvent[] = ['ringing', 'accept', 'disconnect', 'cancel', 'error'];

const list = document.querySelector('#events');
const events: string[] = [];
const calls: VoiceCall[] = [];
let device: VoiceDevice | null = null;

function record(event: string): void {
  events.push(event);
  const item = document.createElement('li');
  item.textContent = event;
  list?.append(item);
}

const page: ContractPage = {
  events,
  start(token, renewedToken) {
    device = createTwilioVoiceDevice(token);
    const twilioDevice = contractDevices.at(-1);
    // The SDK warns once before the token's lifetime ends; the portal answers with a fresh token.
    twilioDevice?.on('tokenWillExpire', () => {
      record('tokenWillExpire');
      device?.updateToken(renewedToken);
      record('tokenUpdated');
    });
  },
  async call(params) {
    if (!device) throw new Error('start the device first');
    const call = await device.connect({ params });
    calls.push(call);
    const callNumber = calls.length;
    for (const event of CALL_EVENTS) {
      call.on(event, (...args: unknown[]) =>
        record(event === 'error' ? `call${callNumber}:error:${JSON.stringify(args[0])}` : `call${callNumber}:${event}`),
      );
    }
    return callNumber;
  },
  status: (callNumber) => calls[callNumber - 1]?.status() ?? 'none',
  hangup: (callNumber) => calls[callNumber - 1]?.disconnect(),
  destroy: () => device?.destroy(),
};

Object.assign(window, { contract: page });

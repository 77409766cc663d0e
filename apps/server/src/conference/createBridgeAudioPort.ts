import type { AudioPort } from '../audio/AudioPort.ts';
import { assertPortFrame, createAudioPortEvents } from '../audio/createAudioPortEvents.ts';
import { decodeMulaw, encodeMulaw } from '../audio/mulaw.ts';
import type { ConferenceBridge } from './createConferenceBridge.ts';

/**
 * The bot's audio port on a local conference: a leg of role `bot` whose queue has no bound (a sentence is queued
 * whole and plays one frame a tick), speaking and hearing 8 kHz μ-law frames like a Twilio media stream.
 */
export function createBridgeAudioPort(bridge: ConferenceBridge, legId: string): AudioPort {
  const events = createAudioPortEvents();
  const leg = bridge.addLeg({
    role: 'bot',
    id: legId,
    maxQueuedFrames: Number.POSITIVE_INFINITY,
    hear(frame) {
      if (events.hasFrameListeners) events.emitFrame(encodeMulaw(frame));
    },
    onDigit(digit) {
      events.emitDigit(digit);
    },
    onLeave() {
      events.close();
    },
  });
  const { listeners } = events;
  return {
    send(frame) {
      if (listeners.closed) return;
      assertPortFrame(frame);
      leg.speak(decodeMulaw(frame));
    },
    clear() {
      leg.clearQueued();
    },
    onFrame: listeners.onFrame,
    onDigit: listeners.onDigit,
    onClose: listeners.onClose,
    close() {
      leg.leave();
    },
    get closed() {
      return listeners.closed;
    },
  };
}

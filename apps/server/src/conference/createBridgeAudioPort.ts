import type { AudioPort } from '../audio/AudioPort.ts';
import { FRAME_SAMPLES } from '../audio/audioFrames.ts';
import { decodeMulaw, encodeMulaw } from '../audio/mulaw.ts';
import type { ConferenceBridge } from './createConferenceBridge.ts';

/**
 * The bot's audio port on a local conference: a leg of role `bot` whose queue has no bound (a sentence is queued
 * whole and plays one frame a tick), speaking and hearing 8 kHz μ-law frames like a Twilio media stream.
 */
export function createBridgeAudioPort(bridge: ConferenceBridge, legId: string): AudioPort {
  const frameListeners = new Set<(frame: Uint8Array) => void>();
  const closeListeners = new Set<() => void>();
  const digitListeners = new Set<(digit: string) => void>();
  let closed = false;
  const leg = bridge.addLeg({
    role: 'bot',
    id: legId,
    maxQueuedFrames: Number.POSITIVE_INFINITY,
    hear(frame) {
      if (frameListeners.size === 0) return;
      const bytes = encodeMulaw(frame);
      for (const listener of frameListeners) listener(bytes);
    },
    onDigit(digit) {
      for (const listener of digitListeners) listener(digit);
    },
    onLeave() {
      closed = true;
      for (const listener of closeListeners) listener();
      frameListeners.clear();
      closeListeners.clear();
      digitListeners.clear();
    },
  });
  return {
    send(frame) {
      if (closed) return;
      if (frame.length !== FRAME_SAMPLES) throw new RangeError(`An audio port frame has ${FRAME_SAMPLES} bytes`);
      leg.speak(decodeMulaw(frame));
    },
    clear() {
      leg.clearQueued();
    },
    onFrame(listener) {
      frameListeners.add(listener);
      return () => frameListeners.delete(listener);
    },
    onDigit(listener) {
      digitListeners.add(listener);
      return () => digitListeners.delete(listener);
    },
    onClose(listener) {
      if (closed) {
        listener();
        return () => {};
      }
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
    close() {
      leg.leave();
    },
    get closed() {
      return closed;
    },
  };
}

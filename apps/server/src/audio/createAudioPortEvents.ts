import type { AudioPort } from './AudioPort.ts';
import { FRAME_SAMPLES } from './audioFrames.ts';

/** The listener half of an {@link AudioPort}, shared by every kind of port, and the calls its transport makes. */
export interface AudioPortEvents {
  /** The subscription methods and `closed` of the port. */
  listeners: Pick<AudioPort, 'onFrame' | 'onDigit' | 'onClose' | 'closed'>;
  /** Whether anyone listens to frames (a port may skip encoding audio nobody hears). */
  readonly hasFrameListeners: boolean;
  emitFrame(frame: Uint8Array): void;
  emitDigit(digit: string): void;
  /** Closes once: runs the close listeners and forgets every listener. Answers false when already closed. */
  close(): boolean;
}

/** Refuses a frame of any size but one 20 ms μ-law frame, the only unit a port speaks in. */
export function assertPortFrame(frame: Uint8Array): void {
  if (frame.length !== FRAME_SAMPLES) throw new RangeError(`An audio port frame has ${FRAME_SAMPLES} bytes`);
}

/**
 * The listeners of one audio port: frames and digits go to whoever subscribed, a subscription ends with the function
 * it answers, and closing runs the close listeners once and forgets everyone, so a closed port holds nothing. A close
 * listener added after the close runs at once.
 */
export function createAudioPortEvents(): AudioPortEvents {
  const frameListeners = new Set<(frame: Uint8Array) => void>();
  const closeListeners = new Set<() => void>();
  const digitListeners = new Set<(digit: string) => void>();
  let closed = false;
  return {
    listeners: {
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
      get closed() {
        return closed;
      },
    },
    get hasFrameListeners() {
      return frameListeners.size > 0;
    },
    emitFrame(frame) {
      for (const listener of frameListeners) listener(frame);
    },
    emitDigit(digit) {
      for (const listener of digitListeners) listener(digit);
    },
    close() {
      if (closed) return false;
      closed = true;
      for (const listener of closeListeners) listener();
      frameListeners.clear();
      closeListeners.clear();
      digitListeners.clear();
      return true;
    },
  };
}

import type { VoiceCallEvent, VoiceCallEvents, VoiceCallListener } from './VoiceDevice.ts';

/** A small typed emitter the voice adapters share for their calls' events. */
export function createVoiceCallEvents() {
  const listeners = new Map<VoiceCallEvent, Set<(...args: never[]) => void>>();
  return {
    on<E extends VoiceCallEvent>(event: E, listener: VoiceCallListener<E>): void {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (...args: never[]) => void);
      listeners.set(event, set);
    },
    off<E extends VoiceCallEvent>(event: E, listener: VoiceCallListener<E>): void {
      listeners.get(event)?.delete(listener as (...args: never[]) => void);
    },
    emit<E extends VoiceCallEvent>(event: E, ...args: VoiceCallEvents[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as VoiceCallListener<E>)(...args);
    },
  };
}

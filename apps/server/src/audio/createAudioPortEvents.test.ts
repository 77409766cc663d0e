import { describe, expect, it, vi } from 'vitest';
import { FRAME_SAMPLES } from './audioFrames.ts';
import { assertPortFrame, createAudioPortEvents } from './createAudioPortEvents.ts';

describe('createAudioPortEvents', () => {
  it('hands frames and digits to subscribers until they leave, and closes once, forgetting everyone', () => {
    const events = createAudioPortEvents();
    const frames = vi.fn();
    const digits = vi.fn();
    const closes = vi.fn();
    const stopFrames = events.listeners.onFrame(frames);
    events.listeners.onDigit(digits);
    events.listeners.onClose(closes);
    expect(events.hasFrameListeners).toBe(true);
    events.emitFrame(new Uint8Array(FRAME_SAMPLES));
    events.emitDigit('5');
    stopFrames();
    events.emitFrame(new Uint8Array(FRAME_SAMPLES));
    expect(frames).toHaveBeenCalledOnce();
    expect(digits).toHaveBeenCalledWith('5');
    expect(events.close()).toBe(true);
    expect(events.close()).toBe(false);
    expect(closes).toHaveBeenCalledOnce();
    expect(events.listeners.closed).toBe(true);
    events.emitDigit('6');
    expect(digits).toHaveBeenCalledOnce();
    const late = vi.fn();
    events.listeners.onClose(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('refuses frames of any other size', () => {
    expect(() => assertPortFrame(new Uint8Array(FRAME_SAMPLES - 1))).toThrow(RangeError);
    expect(() => assertPortFrame(new Uint8Array(FRAME_SAMPLES))).not.toThrow();
  });
});

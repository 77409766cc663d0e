import { FRAME_SAMPLES, TELEPHONE_SAMPLE_RATE } from '../../audio/audioFrames.ts';

/** The North American ringback (ANSI T1.401): 440 Hz and 480 Hz together, 2 s on, 4 s off. */
const RINGBACK_FREQUENCIES_HZ = [440, 480] as const;
const RINGBACK_ON_FRAMES = 100;
const RINGBACK_CYCLE_FRAMES = 300;
/** Each tone at about −16 dBFS: clearly audible, well below a voice's peaks. */
const RINGBACK_TONE_AMPLITUDE = 5000;

/**
 * The ringback a caller hears while the called phone rings, as 20 ms frames of 8 kHz samples: each call of the
 * function answers the next frame, starting with the tone (a carrier plays it as soon as the phone rings).
 */
export function createRingbackTone(): () => Int16Array {
  let frameIndex = 0;
  return () => {
    const frame = new Int16Array(FRAME_SAMPLES);
    const inCycle = frameIndex % RINGBACK_CYCLE_FRAMES;
    if (inCycle < RINGBACK_ON_FRAMES) {
      const firstSample = frameIndex * FRAME_SAMPLES;
      for (let index = 0; index < FRAME_SAMPLES; index += 1) {
        const t = (firstSample + index) / TELEPHONE_SAMPLE_RATE;
        let sample = 0;
        for (const hz of RINGBACK_FREQUENCIES_HZ) sample += Math.sin(2 * Math.PI * hz * t);
        frame[index] = Math.round(sample * RINGBACK_TONE_AMPLITUDE);
      }
    }
    frameIndex += 1;
    return frame;
  };
}

/** The telephone network's sample rate (PCMU, Twilio Media Streams). */
export const TELEPHONE_SAMPLE_RATE = 8000;
/** Every leg, the bridge and the audio port move audio in frames of this length. */
export const FRAME_MS = 20;
/** Samples in one 20 ms frame at 8 kHz. */
export const FRAME_SAMPLES = (TELEPHONE_SAMPLE_RATE * FRAME_MS) / 1000;

/** A frame of silence at 8 kHz, shared: never write into it. */
export const SILENT_FRAME: Int16Array = new Int16Array(FRAME_SAMPLES);

/**
 * Cuts 8 kHz samples into 20 ms frames; the last frame is padded with silence so every frame has the same length.
 */
export function splitIntoFrames(samples: Int16Array, frameSamples = FRAME_SAMPLES): Int16Array[] {
  const frames: Int16Array[] = [];
  for (let start = 0; start < samples.length; start += frameSamples) {
    const frame = new Int16Array(frameSamples);
    frame.set(samples.subarray(start, Math.min(start + frameSamples, samples.length)));
    frames.push(frame);
  }
  return frames;
}

/** Root mean square of samples (0 for none): how loud a frame is, for silence checks and voice activity. */
export function measureRms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/** Adds frames sample by sample, clipping to 16 bits: what a listener hears from several speakers at once. */
export function mixFrames(frames: readonly Int16Array[], length = FRAME_SAMPLES): Int16Array {
  const mixed = new Int16Array(length);
  if (frames.length === 0) return mixed;
  for (let index = 0; index < length; index += 1) {
    let sum = 0;
    for (const frame of frames) sum += frame[index] ?? 0;
    mixed[index] = Math.min(32_767, Math.max(-32_768, sum));
  }
  return mixed;
}

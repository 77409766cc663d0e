/** The rate every measure is computed at: telephone bandwidth holds the pitch and loudness of a voice. */
export const ANALYSIS_SAMPLE_RATE = 8000;

/**
 * Brings a signal to `ANALYSIS_SAMPLE_RATE` by averaging the input samples that fall in each output sample's span (a
 * box low-pass, enough for pitch and intensity contours below 500 Hz), so every measure uses the same frame sizes
 * whatever rate the recording has. A signal at or below the analysis rate is returned unchanged with its own rate.
 */
export function resampleForAnalysis(
  samples: Float32Array,
  sampleRate: number,
): { samples: Float32Array; sampleRate: number } {
  if (sampleRate <= ANALYSIS_SAMPLE_RATE) return { samples, sampleRate };
  const ratio = sampleRate / ANALYSIS_SAMPLE_RATE;
  const length = Math.floor(samples.length / ratio);
  const output = new Float32Array(length);
  for (let index = 0; index < length; index += 1) {
    const start = Math.floor(index * ratio);
    const end = Math.min(samples.length, Math.floor((index + 1) * ratio));
    let sum = 0;
    for (let position = start; position < end; position += 1) sum += samples[position] ?? 0;
    output[index] = end > start ? sum / (end - start) : 0;
  }
  return { samples: output, sampleRate: ANALYSIS_SAMPLE_RATE };
}

/**
 * Converts 16-bit samples from one rate to another (48 kHz browser audio to 8 kHz telephone audio and back, 16 kHz
 * for recognisers). Downsampling first averages over the ratio (a box low-pass, so content above the new Nyquist
 * frequency does not fold back as loud aliasing); both directions then interpolate linearly. Telephone quality, not
 * studio quality: the network itself is band-limited to 300–3400 Hz.
 */
export function resamplePcm(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (!(fromRate > 0 && toRate > 0)) throw new RangeError('Sample rates must be positive');
  if (fromRate === toRate) return samples.slice();
  const source = fromRate > toRate ? lowPass(samples, Math.round(fromRate / toRate)) : samples;
  const length = Math.floor((samples.length * toRate) / fromRate);
  const output = new Int16Array(length);
  const step = fromRate / toRate;
  for (let index = 0; index < length; index += 1) {
    const position = index * step;
    const before = Math.floor(position);
    const fraction = position - before;
    const a = source[before] ?? 0;
    const b = source[before + 1] ?? a;
    output[index] = Math.round(a + (b - a) * fraction);
  }
  return output;
}

/** A centred moving average over `width` samples (fewer at the edges), through prefix sums. */
function lowPass(samples: Int16Array, width: number): Int16Array {
  if (width <= 1) return samples;
  const prefix = new Float64Array(samples.length + 1);
  for (let index = 0; index < samples.length; index += 1)
    prefix[index + 1] = (prefix[index] ?? 0) + (samples[index] ?? 0);
  const output = new Int16Array(samples.length);
  const half = Math.floor(width / 2);
  for (let index = 0; index < samples.length; index += 1) {
    const start = Math.max(0, index - half);
    const end = Math.min(samples.length, start + width);
    output[index] = Math.round(((prefix[end] ?? 0) - (prefix[start] ?? 0)) / (end - start));
  }
  return output;
}

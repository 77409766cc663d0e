/** G.711 μ-law: the bias added before finding the segment, and the largest magnitude that can be encoded. */
const BIAS = 0x84;
const CLIP = 32_635;

/** Encodes one 16-bit linear sample as a G.711 μ-law byte (the telephone network's PCMU). */
export function encodeMulawSample(sample: number): number {
  let value = Math.max(-32_768, Math.min(32_767, Math.round(sample)));
  const sign = value < 0 ? 0x80 : 0;
  if (sign) value = -value;
  value = Math.min(value, CLIP) + BIAS;
  let exponent = 7;
  for (let mask = 0x4000; (value & mask) === 0 && exponent > 0; mask >>= 1) exponent -= 1;
  const mantissa = (value >> (exponent + 3)) & 0x0f;
  return ~(sign | (exponent << 4) | mantissa) & 0xff;
}

/** Decodes one G.711 μ-law byte to a 16-bit linear sample. */
export function decodeMulawSample(byte: number): number {
  const inverted = ~byte & 0xff;
  const exponent = (inverted >> 4) & 0x07;
  const magnitude = ((((inverted & 0x0f) << 3) + BIAS) << exponent) - BIAS;
  return inverted & 0x80 ? 0 - magnitude : magnitude;
}

const DECODE_TABLE = Int16Array.from({ length: 256 }, (_, byte) => decodeMulawSample(byte));

/** Encodes 16-bit linear samples as μ-law bytes, one byte a sample. */
export function encodeMulaw(samples: Int16Array): Buffer {
  const bytes = Buffer.allocUnsafe(samples.length);
  for (let index = 0; index < samples.length; index += 1) bytes[index] = encodeMulawSample(samples[index] ?? 0);
  return bytes;
}

/** Decodes μ-law bytes to 16-bit linear samples. */
export function decodeMulaw(bytes: Uint8Array): Int16Array {
  const samples = new Int16Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) samples[index] = DECODE_TABLE[bytes[index] ?? 0xff] ?? 0;
  return samples;
}

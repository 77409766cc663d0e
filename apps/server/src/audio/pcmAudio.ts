import wavefile from 'wavefile';

const { WaveFile } = wavefile;

/** Audio as 16-bit PCM samples, one array per channel (stereo recordings: left the client, right the caller). */
export interface PcmAudio {
  sampleRate: number;
  channels: Int16Array[];
}

/** The length of some audio in milliseconds. */
export function getPcmDurationMs(audio: PcmAudio): number {
  return Math.round(((audio.channels[0]?.length ?? 0) * 1000) / audio.sampleRate);
}

/** Whether this machine stores numbers little-endian, as WAV does (so samples can be copied as they are). */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function interleave(channels: readonly Int16Array[]): Int16Array {
  const [first] = channels;
  if (!first || channels.length === 1) return first ?? new Int16Array();
  const length = first.length;
  const out = new Int16Array(length * channels.length);
  channels.forEach((channel, offset) => {
    for (let index = 0; index < length; index += 1) out[index * channels.length + offset] = channel[index] ?? 0;
  });
  return out;
}

/**
 * Writes PCM audio as a WAV file (RIFF, 16-bit PCM, interleaved channels). `wavefile` writes the header and chunks;
 * the samples are handed to it already packed (little-endian 16-bit is how typed arrays hold them here), because its
 * per-sample packing takes about 350 ms for 35 s of stereo and recordings are made by the hundred.
 */
export function encodeWav(audio: PcmAudio): Buffer {
  const wav = new WaveFile();
  if (!LITTLE_ENDIAN) {
    wav.fromScratch(
      audio.channels.length,
      audio.sampleRate,
      '16',
      audio.channels.length === 1 ? (audio.channels[0] ?? []) : audio.channels,
    );
    return Buffer.from(wav.toBuffer());
  }
  wav.fromScratch(audio.channels.length, audio.sampleRate, '16', []);
  const samples = interleave(audio.channels);
  const data = wav.data as { samples: Uint8Array; chunkSize: number };
  data.samples = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
  data.chunkSize = samples.byteLength;
  return Buffer.from(wav.toBuffer());
}

/**
 * Reads a WAV file (any PCM bit depth or rate `wavefile` reads) as 16-bit PCM, resampled to `sampleRate` when given,
 * so speech from any synthesizer can be placed in a recording of one rate.
 */
export function decodeWav(bytes: Uint8Array, { sampleRate }: { sampleRate?: number } = {}): PcmAudio {
  const wav = new WaveFile(bytes);
  const format = wav.fmt as { sampleRate: number; numChannels: number; audioFormat: number; bitsPerSample: number };
  if (
    LITTLE_ENDIAN &&
    format.audioFormat === 1 &&
    format.bitsPerSample === 16 &&
    (sampleRate === undefined || sampleRate === format.sampleRate)
  ) {
    // Plain 16-bit PCM: the data chunk is the samples, read in place rather than unpacked one by one.
    const raw = (wav.data as { samples: Uint8Array }).samples;
    const copy = new Uint8Array(raw.byteLength - (raw.byteLength % (2 * format.numChannels)));
    copy.set(raw.subarray(0, copy.byteLength));
    const all = new Int16Array(copy.buffer);
    const length = all.length / format.numChannels;
    const channels = Array.from({ length: format.numChannels }, (_, offset) => {
      const channel = new Int16Array(length);
      for (let index = 0; index < length; index += 1) channel[index] = all[index * format.numChannels + offset] ?? 0;
      return channel;
    });
    return { sampleRate: format.sampleRate, channels };
  }
  if (sampleRate !== undefined && format.sampleRate !== sampleRate) wav.toSampleRate(sampleRate);
  wav.toBitDepth('16');
  // The conversions rebuild the format chunk: read it again.
  const converted = wav.fmt as { sampleRate: number; numChannels: number };
  const samples = wav.getSamples(false, Int16Array) as unknown as Int16Array | Int16Array[];
  const channels = converted.numChannels === 1 ? [samples as Int16Array] : (samples as Int16Array[]);
  return { sampleRate: converted.sampleRate, channels };
}

/** Silent PCM audio of a length and channel count. */
export function createSilence(options: { durationMs: number; sampleRate: number; channels?: number }): PcmAudio {
  const length = Math.max(1, Math.round((options.sampleRate * options.durationMs) / 1000));
  return {
    sampleRate: options.sampleRate,
    channels: Array.from({ length: options.channels ?? 1 }, () => new Int16Array(length)),
  };
}

/**
 * Adds `source` into `target` from sample `at`, clipped to 16 bits, stopping at the end of `target` (a line said past
 * the end of a recording is cut there).
 */
export function mixSamples(target: Int16Array, source: Int16Array, at: number): void {
  const end = Math.min(target.length, at + source.length);
  for (let index = Math.max(0, at); index < end; index += 1) {
    const sum = (target[index] ?? 0) + (source[index - at] ?? 0);
    target[index] = Math.min(32_767, Math.max(-32_768, sum));
  }
}

/** A soft sine tone (with 10 ms fades), what a recording holds where no speech synthesizer is available. */
export function createTone(options: { durationMs: number; sampleRate: number; frequency: number }): Int16Array {
  const length = Math.max(1, Math.round((options.sampleRate * options.durationMs) / 1000));
  const fade = Math.min(Math.round(options.sampleRate / 100), Math.floor(length / 2));
  const samples = new Int16Array(length);
  for (let index = 0; index < length; index += 1) {
    const envelope = Math.min(1, index / Math.max(1, fade), (length - 1 - index) / Math.max(1, fade));
    samples[index] = Math.round(
      6_000 * envelope * Math.sin((2 * Math.PI * options.frequency * index) / options.sampleRate),
    );
  }
  return samples;
}

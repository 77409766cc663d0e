import wavefile from 'wavefile';

/** One channel of a recording as samples between -1 and 1. */
export interface MonoSignal {
  samples: Float32Array;
  sampleRate: number;
}

/** The channel of a call recording that carries the client's voice: stereo recordings keep the client on the left. */
export const CLIENT_CHANNEL = 0;

/** A recording whose bytes are not a WAV file this analysis can read; the analysis is then "unable to analyze". */
export class UnreadableRecordingError extends Error {
  constructor(reason: string, cause?: unknown) {
    super(`The recording cannot be read: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'UnreadableRecordingError';
  }
}

/**
 * The client's channel of a call recording (`CLIENT_CHANNEL`, or the only channel of a mono file) as float samples.
 * WAV parsing is wavefile's; 16-bit PCM, the bridge's format, is read straight from the data chunk without a copy of
 * the other channel, and every other encoding wavefile knows (8/24/32-bit, float, μ-law, A-law) goes through its
 * conversion to 32-bit float.
 */
export function decodeClientChannel(bytes: Uint8Array): MonoSignal {
  const wav = new wavefile.WaveFile();
  try {
    wav.fromBuffer(bytes);
  } catch (error) {
    throw new UnreadableRecordingError('not a WAV file', error);
  }
  const fmt = wav.fmt as { audioFormat: number; numChannels: number; sampleRate: number; bitsPerSample: number };
  const data = (wav.data as { samples: Uint8Array }).samples;
  const channels = fmt.numChannels;
  const sampleRate = fmt.sampleRate;
  if (!Number.isInteger(channels) || channels < 1) throw new UnreadableRecordingError('no channels');
  if (!Number.isFinite(sampleRate) || sampleRate < 4000) throw new UnreadableRecordingError('sample rate below 4 kHz');
  const channel = Math.min(CLIENT_CHANNEL, channels - 1);
  if (fmt.audioFormat === 1 && fmt.bitsPerSample === 16) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const frames = Math.floor(data.byteLength / (2 * channels));
    const samples = new Float32Array(frames);
    for (let frame = 0, offset = channel * 2; frame < frames; frame += 1, offset += 2 * channels) {
      samples[frame] = view.getInt16(offset, true) / 32768;
    }
    return { samples, sampleRate };
  }
  try {
    if (fmt.audioFormat === 7) wav.fromMuLaw();
    else if (fmt.audioFormat === 6) wav.fromALaw();
    wav.toBitDepth('32f');
    const all = wav.getSamples(false, Float32Array) as unknown as Float32Array | Float32Array[];
    const samples = Array.isArray(all) ? all[channel] : all;
    if (!samples) throw new Error('channel missing');
    return { samples: Float32Array.from(samples), sampleRate };
  } catch (error) {
    throw new UnreadableRecordingError(
      `unsupported encoding (format ${fmt.audioFormat}, ${fmt.bitsPerSample} bits)`,
      error,
    );
  }
}

import wavefile from 'wavefile';
import { TELEPHONE_SAMPLE_RATE } from './audioFrames.ts';

/**
 * Records a call as a stereo WAV: left the client, right the operator and the bot (the convention of dual-channel
 * contact-centre recordings), so speaker lanes and per-speaker transcription need no diarisation. The bridge
 * appends both channels on the same tick, so they stay aligned and the length is the conference's own length.
 */
export interface StereoRecorder {
  /** Appends one frame to each channel; the two must have the same length. */
  append(left: Int16Array, right: Int16Array): void;
  /** Seconds recorded so far. */
  readonly durationSeconds: number;
  /** The recording as a 16-bit PCM stereo WAV file. */
  toWav(): Buffer;
}

export function createStereoRecorder(sampleRate = TELEPHONE_SAMPLE_RATE): StereoRecorder {
  const lefts: Int16Array[] = [];
  const rights: Int16Array[] = [];
  let samples = 0;
  return {
    append(left, right) {
      if (left.length !== right.length) throw new RangeError('Both channels of a frame must have the same length');
      // Copies: callers reuse their frame buffers.
      lefts.push(left.slice());
      rights.push(right.slice());
      samples += left.length;
    },
    get durationSeconds() {
      return samples / sampleRate;
    },
    toWav() {
      const left = new Int16Array(samples);
      const right = new Int16Array(samples);
      let offset = 0;
      for (const [index, frame] of lefts.entries()) {
        left.set(frame, offset);
        right.set(rights[index] ?? new Int16Array(frame.length), offset);
        offset += frame.length;
      }
      const wav = new wavefile.WaveFile();
      wav.fromScratch(2, sampleRate, '16', [left, right]);
      return Buffer.from(wav.toBuffer());
    },
  };
}

/** A WAV file's channels as 16-bit samples, with its rate: for checks of recordings and for recognisers. */
export function readWavChannels(bytes: Uint8Array): { sampleRate: number; channels: Int16Array[] } {
  const wav = new wavefile.WaveFile(bytes);
  wav.toBitDepth('16');
  const fmt = wav.fmt as { numChannels: number; sampleRate: number };
  const samples = wav.getSamples(false, Int16Array) as unknown as Int16Array | Int16Array[];
  const channels = fmt.numChannels === 1 ? [samples as Int16Array] : (samples as Int16Array[]);
  return { sampleRate: fmt.sampleRate, channels };
}

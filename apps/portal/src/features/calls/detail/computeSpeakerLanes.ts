/** How loud each speaker is over time: one value (0 to 1) a bucket, for the client and for the caller. */
export interface SpeakerLanes {
  bucketSeconds: number;
  client: number[];
  caller: number[];
}

/** The length of one bucket of the lanes, in seconds. */
export const LANE_BUCKET_SECONDS = 0.5;

function bucketPeaks(samples: Float32Array, sampleRate: number, bucketSeconds: number): number[] {
  const size = Math.max(1, Math.round(sampleRate * bucketSeconds));
  const peaks: number[] = [];
  for (let start = 0; start < samples.length; start += size) {
    const end = Math.min(samples.length, start + size);
    let sum = 0;
    for (let index = start; index < end; index += 1) {
      const value = samples[index] ?? 0;
      sum += value * value;
    }
    peaks.push(Math.sqrt(sum / (end - start)));
  }
  return peaks;
}

/**
 * The speaker lanes of a call recording: the recording is stereo with the client on the left channel and the operator
 * and the bot on the right, so each channel's loudness (root mean square a bucket) shows who spoke when. Both lanes are
 * scaled by the loudest bucket of either, so a quiet client looks quiet. A mono recording gives the caller lane none.
 */
export function computeSpeakerLanes(
  channels: readonly Float32Array[],
  sampleRate: number,
  bucketSeconds = LANE_BUCKET_SECONDS,
): SpeakerLanes {
  const client = channels[0] ? bucketPeaks(channels[0], sampleRate, bucketSeconds) : [];
  const caller = channels[1] ? bucketPeaks(channels[1], sampleRate, bucketSeconds) : [];
  const loudest = Math.max(1e-9, ...client, ...caller);
  return {
    bucketSeconds,
    client: client.map((value) => value / loudest),
    caller: caller.map((value) => value / loudest),
  };
}

/** Decodes a recording into its channels with the browser's Web Audio; null where Web Audio is missing. */
export async function decodeRecording(
  data: ArrayBuffer,
): Promise<{ channels: Float32Array[]; sampleRate: number } | null> {
  const Context = globalThis.OfflineAudioContext ?? globalThis.AudioContext;
  if (!Context) return null;
  // An offline context decodes without asking to play anything (no autoplay gesture needed).
  const context = Context === globalThis.OfflineAudioContext ? new OfflineAudioContext(2, 1, 8000) : new AudioContext();
  const buffer = await context.decodeAudioData(data);
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index));
  return { channels, sampleRate: buffer.sampleRate };
}

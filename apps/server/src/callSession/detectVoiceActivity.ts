import { measureRms } from '../audio/audioFrames.ts';

/** When a caller is taken to be speaking and to have finished, in 20 ms frames of 8 kHz audio. */
export interface VoiceActivityThresholds {
  /** A frame at least this loud (RMS of 16-bit samples) is voiced. */
  speechRms: number;
  /** Voiced frames in a row that start an utterance (shorter bursts are clicks and line noise). */
  startFrames: number;
  /** Quiet frames in a row that end an utterance. */
  endSilenceFrames: number;
  /** An utterance is cut here even if the caller keeps talking. */
  maxUtteranceFrames: number;
  /** Quiet frames kept before the first voiced one, so the recogniser hears the word's onset. */
  leadFrames: number;
}

/**
 * Telephone speech: voiced above RMS 300 (speech on a phone line sits in the thousands, line noise under 100);
 * 60 ms of voice starts an utterance, 700 ms of quiet ends it (people pause shorter than that inside an answer),
 * and no answer is longer than 10 s.
 */
export const DEFAULT_VOICE_ACTIVITY: VoiceActivityThresholds = {
  speechRms: 300,
  startFrames: 3,
  endSilenceFrames: 35,
  maxUtteranceFrames: 500,
  leadFrames: 10,
};

/** What one frame did to the detector. */
export type VoiceActivityEvent =
  | { type: 'none' }
  /** The caller started speaking. */
  | { type: 'speech-start' }
  /** The caller finished: the utterance's samples, from a little before the first voiced frame to its end. */
  | { type: 'utterance'; samples: Int16Array };

/**
 * Energy-based voice activity detection over 20 ms frames: an utterance starts after a few voiced frames in a row
 * and ends after a stretch of quiet, or at the longest length an answer may have.
 */
export function createVoiceActivityDetector(thresholds: Partial<VoiceActivityThresholds> = {}) {
  const limits = { ...DEFAULT_VOICE_ACTIVITY, ...thresholds };
  let lead: Int16Array[] = [];
  let voicedRun = 0;
  let speaking = false;
  let quietRun = 0;
  let frames: Int16Array[] = [];
  const finish = (): VoiceActivityEvent => {
    const kept = frames.slice(0, frames.length - Math.max(0, quietRun - 5));
    const samples = new Int16Array(kept.reduce((sum, frame) => sum + frame.length, 0));
    let offset = 0;
    for (const frame of kept) {
      samples.set(frame, offset);
      offset += frame.length;
    }
    reset();
    return { type: 'utterance', samples };
  };
  const reset = () => {
    lead = [];
    voicedRun = 0;
    speaking = false;
    quietRun = 0;
    frames = [];
  };
  return {
    /** Feeds one frame; answers what it changed. */
    push(frame: Int16Array): VoiceActivityEvent {
      const voiced = measureRms(frame) >= limits.speechRms;
      if (!speaking) {
        lead.push(frame);
        voicedRun = voiced ? voicedRun + 1 : 0;
        if (voicedRun >= limits.startFrames) {
          speaking = true;
          quietRun = 0;
          frames = lead.slice(-(limits.startFrames + limits.leadFrames));
          lead = [];
          return { type: 'speech-start' };
        }
        if (lead.length > limits.startFrames + limits.leadFrames) lead.shift();
        return { type: 'none' };
      }
      frames.push(frame);
      quietRun = voiced ? 0 : quietRun + 1;
      if (quietRun >= limits.endSilenceFrames || frames.length >= limits.maxUtteranceFrames) return finish();
      return { type: 'none' };
    },
    /** Whether an utterance is under way. */
    get speaking() {
      return speaking;
    },
    /** Forgets everything heard (the bot started talking). */
    reset,
  };
}

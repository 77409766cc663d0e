/**
 * What the analysis measures in the client's voice during one call (see this folder's README for each definition).
 * Pitch figures are null when no voiced frame was found.
 */
export interface VoiceMeasures {
  /** Length of the analysed channel, seconds. */
  durationSeconds: number;
  /** From the first to the last sounding frame, less the pauses, seconds. */
  speechSeconds: number;
  /** Silences of at least `MIN_PAUSE_SECONDS` between the first and last sounding frame. */
  pauseCount: number;
  /** Pause time over the time from the first to the last sounding frame, 0 to 1. */
  pauseRatio: number;
  /** Syllable nuclei found (voiced intensity peaks). */
  syllableCount: number;
  /** Syllable nuclei per second of speech (articulation rate). */
  speakingRate: number;
  pitchMeanHz: number | null;
  /** Standard deviation of the pitch in semitones. */
  pitchSdSemitones: number | null;
  /** Distance between the 10th and 90th percentile of the pitch, semitones. */
  pitchRangeSemitones: number | null;
  /** Root-mean-square level of the sounding frames, dB relative to full scale. */
  loudnessDbfs: number | null;
  /** Whether there was enough speech (`MIN_SPEECH_SECONDS`, `MIN_SYLLABLES`) for the figures to mean something. */
  sufficient: boolean;
}

/** The version of the measures and rule below, stored with each analysis and answered as its `version`. */
export const ANALYSIS_VERSION = 'voice-1';

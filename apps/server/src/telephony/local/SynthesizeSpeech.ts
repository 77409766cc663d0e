/** Audio as 16-bit samples at a rate. */
export interface PcmAudio {
  sampleRate: number;
  samples: Int16Array;
}

/**
 * Turns a sentence into audio: how the simulated phone network's personas talk. A function, so any speech
 * synthesizer of the server can be passed in.
 */
export type SynthesizeSpeech = (request: { text: string; language: string }) => Promise<PcmAudio>;

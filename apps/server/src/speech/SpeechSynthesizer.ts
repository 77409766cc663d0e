/** The call languages speech is made in (a questionnaire's or a client's language). */
export type SpeechLanguage = 'en-US' | 'es-US';

/** What to say and how. */
export interface SpeechRequest {
  text: string;
  language: SpeechLanguage;
  /** Speaking rate in words per minute; the synthesizer's default (about 175) when absent. */
  wordsPerMinute?: number;
  /** The sample rate wanted (8000 for call recordings); the engine's own when absent. */
  sampleRate?: number;
}

/**
 * Turns text into speech (a WAV file), behind one interface so the local engine (Debian's espeak-ng), a cloud voice
 * in production, and the cache in front of either are interchangeable. `voice` names the voice a language gets, so
 * cached audio is keyed by it.
 */
export interface SpeechSynthesizer {
  /** For the log: which engine speaks. */
  readonly name: string;
  voiceOf(language: SpeechLanguage): string;
  synthesize(request: SpeechRequest): Promise<Buffer>;
}

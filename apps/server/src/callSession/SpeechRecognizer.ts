/** One utterance to recognise: the client's audio and what the question expects. */
export interface RecognitionRequest {
  /** 16-bit mono samples of the utterance, from the start of speech to its end. */
  samples: Int16Array;
  sampleRate: number;
  /** The call language the client answers in (en-US, es-US). */
  language: string;
  /**
   * The words and phrases the question expects (the listen effect's grammar); empty for a free answer, which a
   * recogniser may transcribe as best it can.
   */
  words: readonly string[];
}

/**
 * Turns what a client said into text, behind one interface so the local engine (Debian's pocketsphinx), a cloud
 * recogniser in production and a scripted one in tests are interchangeable. Recognition against a grammar forces
 * speech onto the expected words: the runner's classifiers then decide what the words mean.
 */
export interface SpeechRecognizer {
  /** For the log: which engine listens. */
  readonly name: string;
  /** Whether it understands a language at all; without one, the bot accepts keypad digits only. */
  supports(language: string): boolean;
  /** The text heard, or null when nothing was understood. Never throws for bad audio: null instead. */
  recognize(request: RecognitionRequest): Promise<string | null>;
}

/**
 * A recogniser for tests: the n-th utterance it is given is "heard" as the n-th text of the script (null: nothing
 * understood), or as what a function of the request answers. After the script it hears nothing.
 */
export function createScriptedRecognizer(
  script: readonly (string | null)[] | ((request: RecognitionRequest, index: number) => string | null),
  options: { languages?: readonly string[] } = {},
): SpeechRecognizer & { readonly requests: RecognitionRequest[] } {
  const requests: RecognitionRequest[] = [];
  return {
    name: 'scripted',
    requests,
    supports: (language) => (options.languages ?? ['en-US', 'es-US']).includes(language),
    async recognize(request) {
      const index = requests.length;
      requests.push(request);
      return typeof script === 'function' ? script(request, index) : (script[index] ?? null);
    },
  };
}

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeWav } from '../audio/pcmAudio.ts';
import { resamplePcm } from '../audio/resamplePcm.ts';
import { createConcurrencyLimit } from '../speech/createConcurrencyLimit.ts';
import type { RecognitionRequest, SpeechRecognizer } from './SpeechRecognizer.ts';

/** The rate the en-US acoustic model was trained at: telephone audio is upsampled to it. */
export const RECOGNITION_SAMPLE_RATE = 16_000;
/** Where Debian's `pocketsphinx-en-us` puts its pronunciation dictionary (the model sits beside it). */
export const POCKETSPHINX_DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
/** Longest a recognition may run before it is abandoned (an answer takes about 0.3 s). */
const RECOGNITION_TIMEOUT_MS = 15_000;

/** Whether `pocketsphinx_continuous` runs at `command` (it exits with an error on `-h`, but it runs). */
export function isPocketsphinxAvailable(command = 'pocketsphinx_continuous'): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ['-h'], { timeout: 5_000 }, (error) => {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      resolve(code !== 'ENOENT' && code !== 'EACCES');
    });
  });
}

/** Words of a phrase as the grammar spells them: lower case, letters and apostrophes only. */
function grammarTokens(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((token) => token !== '' && token !== "'");
}

/**
 * A JSGF grammar accepting any sequence of the expected phrases, keeping only phrases whose every word the dictionary
 * can pronounce (an unknown word would make pocketsphinx reject the grammar). Null when no phrase
 * is left.
 */
export function buildAnswerGrammar(words: readonly string[], dictionary: ReadonlySet<string>): string | null {
  const phrases = new Set<string>();
  for (const phrase of words) {
    const tokens = grammarTokens(phrase);
    if (tokens.length > 0 && tokens.every((token) => dictionary.has(token))) phrases.add(tokens.join(' '));
  }
  if (phrases.size === 0) return null;
  return `#JSGF V1.0;\ngrammar answer;\npublic <answer> = ( ${[...phrases].join(' | ')} )+;\n`;
}

/** The dictionary's words (alternative pronunciations `word(2)` folded into `word`). */
async function readDictionaryWords(file: string): Promise<Set<string>> {
  const text = await readFile(file, 'utf8');
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const head = line.slice(0, line.indexOf(' '));
    const paren = head.indexOf('(');
    if (head) words.add(paren > 0 ? head.slice(0, paren) : head);
  }
  return words;
}

/**
 * Recognition with Debian's pocketsphinx (`pocketsphinx_continuous`, en-us model) as a subprocess: the utterance is
 * upsampled to 16 kHz and decoded against a grammar of the question's words, so off-list speech is forced onto a
 * list word (the classifiers then decide); a free answer (no words) is decoded with the general language model,
 * demo grade. English only: Debian has no Spanish model, so Spanish calls take keypad digits. At most two decodes
 * run at once.
 */
export function createPocketsphinxRecognizer(
  options: { command?: string; dictionary?: string } = {},
): SpeechRecognizer {
  const command = options.command ?? 'pocketsphinx_continuous';
  const dictionaryFile = options.dictionary ?? POCKETSPHINX_DICTIONARY;
  const limit = createConcurrencyLimit(2);
  let dictionary: Promise<Set<string>> | null = null;
  const decode = async (request: RecognitionRequest): Promise<string | null> => {
    dictionary ??= readDictionaryWords(dictionaryFile);
    const grammar = request.words.length > 0 ? buildAnswerGrammar(request.words, await dictionary) : null;
    if (request.words.length > 0 && grammar === null) return null;
    const directory = await mkdtemp(path.join(tmpdir(), 'carecall-asr-'));
    try {
      const audioFile = path.join(directory, 'utterance.wav');
      const samples = resamplePcm(request.samples, request.sampleRate, RECOGNITION_SAMPLE_RATE);
      await writeFile(audioFile, encodeWav({ sampleRate: RECOGNITION_SAMPLE_RATE, channels: [samples] }));
      const args = ['-infile', audioFile, '-logfn', '/dev/null'];
      if (grammar !== null) {
        const grammarFile = path.join(directory, 'answer.jsgf');
        await writeFile(grammarFile, grammar);
        args.push('-jsgf', grammarFile);
      }
      const output = await new Promise<string>((resolve, reject) => {
        execFile(command, args, { timeout: RECOGNITION_TIMEOUT_MS, encoding: 'utf8' }, (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        );
      });
      const text = output
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join(' ');
      return text === '' ? null : text;
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  };
  return {
    name: 'pocketsphinx',
    supports: (language) => language === 'en-US',
    recognize: (request) => (request.language === 'en-US' ? limit(() => decode(request)) : Promise.resolve(null)),
  };
}

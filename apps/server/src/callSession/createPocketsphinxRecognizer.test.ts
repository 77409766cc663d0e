import { describe, expect, it } from 'vitest';
import { splitIntoFrames } from '../audio/audioFrames.ts';
import { decodeMulaw, encodeMulaw } from '../audio/mulaw.ts';
import { resamplePcm } from '../audio/resamplePcm.ts';
import { isEspeakAvailable } from '../speech/createEspeakSynthesizer.ts';
import { createEspeakSpeech } from '../telephony/local/createEspeakSpeech.ts';
import {
  buildAnswerGrammar,
  createPocketsphinxRecognizer,
  isPocketsphinxAvailable,
} from './createPocketsphinxRecognizer.ts';

const CAN_HEAR = (await isPocketsphinxAvailable()) && (await isEspeakAvailable());

/** Speech as the bot hears it: espeak's voice at 8 kHz through μ-law, frame by frame. */
async function telephoneSpeech(text: string): Promise<Int16Array> {
  const audio = await createEspeakSpeech()({ text, language: 'en-US' });
  const samples = resamplePcm(audio.samples, audio.sampleRate, 8000);
  const frames = splitIntoFrames(samples).map((frame) => decodeMulaw(encodeMulaw(frame)));
  const joined = new Int16Array(frames.length * 160);
  for (const [index, frame] of frames.entries()) joined.set(frame, index * 160);
  return joined;
}

describe('the answer grammar', () => {
  const dictionary = new Set(['yes', 'no', 'of', 'course', "that's", 'right', 'in', 'the']);

  it('accepts any sequence of the phrases the dictionary can say', () => {
    const grammar = buildAnswerGrammar(['Yes', 'of course', "That's right", 'sí', 'yep'], dictionary);
    expect(grammar).toContain("public <answer> = ( yes | of course | that's right )+;");
    expect(grammar).not.toContain('yep');
  });

  it('is null when no phrase can be said', () => {
    expect(buildAnswerGrammar(['sí', 'mañana'], dictionary)).toBeNull();
  });
});

describe.skipIf(!CAN_HEAR)('pocketsphinx on telephone audio', () => {
  const recognizer = createPocketsphinxRecognizer();

  it('hears "no" and "yes" against a yes/no grammar', async () => {
    const words = ['yes', 'yeah', 'sure', 'no', 'nope'];
    const no = await recognizer.recognize({
      samples: await telephoneSpeech('No.'),
      sampleRate: 8000,
      language: 'en-US',
      words,
    });
    expect(no).toBe('no');
    const yes = await recognizer.recognize({
      samples: await telephoneSpeech('Yes.'),
      sampleRate: 8000,
      language: 'en-US',
      words,
    });
    expect(yes).toMatch(/^(yes|yeah)$/);
  });

  it('hears nothing in Spanish, which it has no model for', async () => {
    expect(recognizer.supports('es-US')).toBe(false);
    const heard = await recognizer.recognize({
      samples: await telephoneSpeech('No.'),
      sampleRate: 8000,
      language: 'es-US',
      words: ['no'],
    });
    expect(heard).toBeNull();
  });
});

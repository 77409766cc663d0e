import type { TranscriptMessage } from '@carecall/api-client';
import { createSeededRandom, pickInteger, pickOne, type SeededRandom } from './createSeededRandom.ts';

/** What a demo call's conversation depends on. */
export interface DemoCallScriptInput {
  /** Picks the conversation; the call id, so each call says the same thing on every database. */
  seed: number;
  product: 'bot' | 'lift' | 'other';
  language: 'en-US' | 'es-US';
  firstName: string;
  /** How fast the client speaks; a slowing client's calls get lower rates week by week. */
  clientWordsPerMinute: number;
}

/** How fast the caller (bot or operator) speaks, in words per minute. */
export const CALLER_WORDS_PER_MINUTE = 175;

/** Silence before the first line of a recording, in milliseconds. */
const LEAD_IN_MS = 600;
/** Time added to each line beyond its words, for the voice to start and end. */
const LINE_PADDING_MS = 300;

interface Phrasebook {
  greeting: (name: string, bot: boolean) => string;
  feeling: string;
  wellAnswers: readonly [string, ...string[]];
  unwellAnswers: readonly [string, ...string[]];
  medication: string;
  medicationAnswers: readonly [string, ...string[]];
  closing: string;
  goodbye: string;
}

const PHRASES: Readonly<Record<'en-US' | 'es-US', Phrasebook>> = {
  'en-US': {
    greeting: (name, bot) =>
      bot ? `Hello ${name}, this is your CareCall check-in.` : `Hi ${name}, it is your care team calling.`,
    feeling: 'How are you feeling today?',
    wellAnswers: [
      'I am feeling better this week, thank you.',
      'Pretty good. I went for a walk yesterday.',
      'Fine, I slept well last night.',
    ],
    unwellAnswers: [
      'Not so good. I felt dizzy this morning.',
      'I am tired, and a bit lonely since my daughter left.',
      'I had some chest pain last night, it went away.',
    ],
    medication: 'Did you take your medication as planned?',
    medicationAnswers: ['Yes, I took my pills this morning.', 'I forgot them yesterday, but I took them today.'],
    closing: 'Thank you. Is there anything else you would like to tell us?',
    goodbye: 'No, that is all. Goodbye.',
  },
  'es-US': {
    greeting: (name, bot) =>
      bot ? `Hola ${name}, le habla su llamada de CareCall.` : `Hola ${name}, le llama su equipo de cuidado.`,
    feeling: '¿Cómo se siente hoy?',
    wellAnswers: ['Me siento mejor esta semana, gracias.', 'Bastante bien. Ayer salí a caminar.'],
    unwellAnswers: ['No muy bien. Esta mañana me sentí mareado.', 'Estoy cansada y un poco sola.'],
    medication: '¿Tomó sus medicamentos como estaba previsto?',
    medicationAnswers: ['Sí, tomé mis pastillas esta mañana.', 'Ayer se me olvidaron, pero hoy sí las tomé.'],
    closing: 'Gracias. ¿Hay algo más que quiera contarnos?',
    goodbye: 'No, eso es todo. Adiós.',
  },
};

/** How long a line takes to say at a rate: its words at that rate, plus the voice's start and end. */
export function estimateSpeechMs(text: string, wordsPerMinute: number): number {
  const words = text.trim().split(/\s+/u).filter(Boolean).length;
  return Math.round((words * 60_000) / wordsPerMinute) + LINE_PADDING_MS;
}

/** The rate that makes a line fill a time slot (the inverse of {@link estimateSpeechMs}), kept within 80–260. */
export function fitWordsPerMinute(text: string, slotMs: number): number {
  const words = Math.max(1, text.trim().split(/\s+/u).filter(Boolean).length);
  const speaking = Math.max(200, slotMs - LINE_PADDING_MS);
  return Math.min(260, Math.max(80, Math.round((words * 60_000) / speaking)));
}

function gap(random: SeededRandom): number {
  return pickInteger(random, 400, 900);
}

/**
 * The conversation of a recorded demo call: the caller greets the client, asks how they feel and about their
 * medication, and says goodbye; the client answers, well or unwell, in the client's language. Each line is placed in
 * the recording (`start_ms`, `end_ms`) by how long it takes to say at its speaker's rate, so a slower client's lines
 * take longer. Pure and deterministic: the same input gives the same lines.
 */
export function buildDemoCallScript(input: DemoCallScriptInput): { lines: TranscriptMessage[]; durationMs: number } {
  const random = createSeededRandom(input.seed);
  const phrases = PHRASES[input.language];
  const unwell = random() < 0.4;
  const said: { from: TranscriptMessage['from']; message: string }[] = [
    { from: 'CALLER', message: phrases.greeting(input.firstName, input.product === 'bot') },
    { from: 'CALLER', message: phrases.feeling },
    { from: 'PATIENT', message: pickOne(random, unwell ? phrases.unwellAnswers : phrases.wellAnswers) },
    { from: 'CALLER', message: phrases.medication },
    { from: 'PATIENT', message: pickOne(random, phrases.medicationAnswers) },
    { from: 'CALLER', message: phrases.closing },
    { from: 'PATIENT', message: phrases.goodbye },
  ];
  let at = LEAD_IN_MS;
  const lines = said.map((line, index) => {
    const rate = line.from === 'PATIENT' ? input.clientWordsPerMinute : CALLER_WORDS_PER_MINUTE;
    const start = at;
    const end = start + estimateSpeechMs(line.message, rate);
    at = end + gap(random);
    return { id: `line-${index + 1}`, from: line.from, message: line.message, start_ms: start, end_ms: end };
  });
  return { lines, durationMs: at };
}

import { createPhraseTable, findPhraseLabels, type PhraseTable } from '../../../spoken/findPhrases.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';

/** The answers of a `morning_afternoon` ask. */
export type TimeOfDay = 'Afternoon' | 'Both' | 'Morning';

/** How people say morning, afternoon and either, in each language. */
export const TIME_OF_DAY_PHRASES: Record<SpokenLanguage, PhraseTable<TimeOfDay>> = {
  'en-US': createPhraseTable<TimeOfDay>([
    ['morning', 'Morning'],
    ['mornings', 'Morning'],
    ['a.m.', 'Morning'],
    ['before noon', 'Morning'],
    ['afternoon', 'Afternoon'],
    ['afternoons', 'Afternoon'],
    ['p.m.', 'Afternoon'],
    ['after noon', 'Afternoon'],
    ['both', 'Both'],
    ['either', 'Both'],
    ['any time', 'Both'],
    ['anytime', 'Both'],
    ['whenever', 'Both'],
    ["doesn't matter", 'Both'],
    ['all day', 'Both'],
  ]),
  'es-US': createPhraseTable<TimeOfDay>([
    ['mañana', 'Morning'],
    ['mañanas', 'Morning'],
    ['temprano', 'Morning'],
    ['tarde', 'Afternoon'],
    ['tardes', 'Afternoon'],
    ['ambos', 'Both'],
    ['ambas', 'Both'],
    ['los dos', 'Both'],
    ['las dos', 'Both'],
    ['cualquiera', 'Both'],
    ['a cualquier hora', 'Both'],
    ['todo el día', 'Both'],
    ['me da igual', 'Both'],
  ]),
};

/**
 * Morning, Afternoon or Both from an utterance ("mornings", "por la tarde", "either"). Naming both times ("morning or
 * afternoon") is Both; undefined when it names no time, or Both beside one time.
 */
export function classifyTimeOfDay(words: readonly string[], language: SpokenLanguage): TimeOfDay | undefined {
  const labels = findPhraseLabels(words, TIME_OF_DAY_PHRASES[language]);
  if (labels.length === 1) return labels[0];
  if (labels.length === 2 && labels.includes('Morning') && labels.includes('Afternoon')) return 'Both';
  return undefined;
}

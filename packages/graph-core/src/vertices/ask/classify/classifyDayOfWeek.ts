import { createPhraseTable, findPhraseLabels, type PhraseTable } from '../../../spoken/findPhrases.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';

/** The answers of an ask tagged day of week (50): a day, or any day. */
export const DAYS_OF_WEEK = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number] | 'Any';

/** How people name the days, and any day, in each language. */
export const DAY_OF_WEEK_PHRASES: Record<SpokenLanguage, PhraseTable<DayOfWeek>> = {
  'en-US': createPhraseTable<DayOfWeek>([
    ...DAYS_OF_WEEK.flatMap((day): [string, DayOfWeek][] => [
      [day, day],
      [`${day}s`, day],
    ]),
    ['any day', 'Any'],
    ['every day', 'Any'],
    ['whenever', 'Any'],
    ["doesn't matter", 'Any'],
  ]),
  'es-US': createPhraseTable<DayOfWeek>([
    ['domingo', 'Sunday'],
    ['domingos', 'Sunday'],
    ['lunes', 'Monday'],
    ['martes', 'Tuesday'],
    ['miércoles', 'Wednesday'],
    ['jueves', 'Thursday'],
    ['viernes', 'Friday'],
    ['sábado', 'Saturday'],
    ['sábados', 'Saturday'],
    ['cualquier día', 'Any'],
    ['todos los días', 'Any'],
    ['me da igual', 'Any'],
  ]),
};

/** A day of the week (or any day) from an utterance ("on Tuesday", "el sábado"); undefined for none, or several. */
export function classifyDayOfWeek(words: readonly string[], language: SpokenLanguage): DayOfWeek | undefined {
  const labels = findPhraseLabels(words, DAY_OF_WEEK_PHRASES[language]);
  return labels.length === 1 ? labels[0] : undefined;
}

/** The day a keypad digit chooses: 1 is Sunday … 7 is Saturday, as client schedules number them. */
export function getDayOfWeekByDigit(digit: number): DayOfWeek | undefined {
  return DAYS_OF_WEEK[digit - 1];
}

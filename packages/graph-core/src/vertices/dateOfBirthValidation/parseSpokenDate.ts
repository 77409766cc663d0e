import { normalizeUtterance } from '../../spoken/normalizeUtterance.ts';
import { getNumberWords, parseSpokenNumbers, type SpokenNumber } from '../../spoken/parseSpokenNumbers.ts';
import type { SpokenLanguage } from '../../spoken/spokenLanguage.ts';

/** A calendar date as said: a two-digit year ("March fifth, fifty") keeps only its last two digits. */
export interface SpokenDate {
  year: number;
  month: number;
  day: number;
  yearDigits: 2 | 4;
}

const MONTH_NAMES: Record<SpokenLanguage, readonly (readonly string[])[]> = {
  'en-US': [
    ['january'],
    ['february'],
    ['march'],
    ['april'],
    ['may'],
    ['june'],
    ['july'],
    ['august'],
    ['september', 'sept'],
    ['october'],
    ['november'],
    ['december'],
  ],
  'es-US': [
    ['enero'],
    ['febrero'],
    ['marzo'],
    ['abril'],
    ['mayo'],
    ['junio'],
    ['julio'],
    ['agosto'],
    ['septiembre', 'setiembre'],
    ['octubre'],
    ['noviembre'],
    ['diciembre'],
  ],
};

const MONTHS: Record<SpokenLanguage, ReadonlyMap<string, number>> = {
  'en-US': new Map(MONTH_NAMES['en-US'].flatMap((names, i) => names.map((name) => [name, i + 1] as const))),
  'es-US': new Map(MONTH_NAMES['es-US'].flatMap((names, i) => names.map((name) => [name, i + 1] as const))),
};

/** The words a recogniser may be given for a date: the months and the number words of the language. */
export function getDateWords(language: SpokenLanguage): string[] {
  return [...MONTHS[language].keys(), ...getNumberWords(language)];
}

/**
 * The numbers of a date as said, the year last: a year said as two numbers in words ("nineteen fifty", "twenty
 * twenty") is one.
 */
function joinSpokenYear(numbers: readonly SpokenNumber[]): number[] {
  const values = numbers.map((number) => number.value);
  const first = numbers[numbers.length - 2];
  const second = numbers[numbers.length - 1];
  if (
    first !== undefined &&
    second !== undefined &&
    first.inWords &&
    second.inWords &&
    !first.ordinal &&
    !second.ordinal &&
    first.end === second.start &&
    first.value >= 10 &&
    first.value <= 99 &&
    second.value <= 99
  )
    values.splice(values.length - 2, 2, first.value * 100 + second.value);
  return values;
}

function createDate(year: number, month: number, day: number): SpokenDate | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  if (year >= 1000 && year <= 9999) return { year, month, day, yearDigits: 4 };
  if (year >= 0 && year <= 99) return { year, month, day, yearDigits: 2 };
  return undefined;
}

/**
 * A date from an utterance in a language: with a month's name ("March fifth, nineteen fifty", "the 5th of March
 * 1950", "cinco de marzo de mil novecientos cincuenta", "primero de enero de 1940"), or in numbers only: year first
 * when it has four digits ("1950-03-05"), otherwise month first in English (03/05/1950) and day first in Spanish
 * (05/03/1950). Undefined when no whole date is said.
 */
export function parseSpokenDate(text: string, language: SpokenLanguage): SpokenDate | undefined {
  const words = normalizeUtterance(text);
  const numbers = parseSpokenNumbers(words, language);
  const months = MONTHS[language];
  const month = words.map((word) => months.get(word)).find((found) => found !== undefined);
  // Numbers said as one string of digits: 8 digits are the date in the order of the language.
  if (month === undefined && numbers.length === 1 && numbers[0]?.digits?.length === 8)
    return parseDigitDate(numbers[0].digits, language === 'es-US' ? 'day-first' : 'month-first');
  const values = joinSpokenYear(numbers);
  if (month !== undefined) {
    if (values.length < 2) return undefined;
    // The year is the number with four digits, else the last one; the day is the first of the others.
    let yearAt = values.findLastIndex((value) => value >= 1000);
    if (yearAt < 0) yearAt = values.length - 1;
    const day = values.find((_value, i) => i !== yearAt);
    return day === undefined ? undefined : createDate(values[yearAt] as number, month, day);
  }
  if (values.length !== 3) return undefined;
  const [a, b, c] = values as [number, number, number];
  if (a >= 1000) return createDate(a, b, c);
  return language === 'es-US' ? createDate(c, b, a) : createDate(c, a, b);
}

/** A date keyed as digits: 8 (with the year's four) or 6 (two), in the given order. */
export function parseDigitDate(digits: string, order: 'month-first' | 'day-first'): SpokenDate | undefined {
  if (!/^(\d{6}|\d{8})$/.test(digits)) return undefined;
  const first = Number(digits.slice(0, 2));
  const second = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4));
  return order === 'month-first' ? createDate(year, first, second) : createDate(year, second, first);
}

/**
 * Whether a date said matches a birth date written `YYYY-MM-DD` (anything after the day is ignored): the same day
 * and month, and the same year, or its last two digits for a two-digit year.
 */
export function matchesBirthDate(date: SpokenDate, birthDate: string | undefined): boolean {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(birthDate?.trim() ?? '');
  if (match === null) return false;
  const year = Number(match[1]);
  if (Number(match[2]) !== date.month || Number(match[3]) !== date.day) return false;
  return date.yearDigits === 4 ? year === date.year : year % 100 === date.year;
}

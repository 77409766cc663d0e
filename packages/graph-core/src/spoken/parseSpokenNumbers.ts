import type { SpokenLanguage } from './spokenLanguage.ts';

/** How a number word combines with the words around it. */
type NumberWordClass =
  /** 0–9: follows a tens word ("twenty one"), or starts a number. */
  | 'unit'
  /** 10–19, and Spanish 21–29 written as one word: a whole two-digit part, after which no unit follows. */
  | 'teen'
  /** 20, 30 … 90: may take a unit after it. */
  | 'tens'
  /** "hundred" multiplies what came before; Spanish "doscientos" … adds its hundreds. */
  | 'hundred'
  | 'hundreds'
  /** "thousand", "mil", "million": closes a group. */
  | 'scale';

interface NumberWord {
  value: number;
  type: NumberWordClass;
  /** An ordinal ("fifth", "primero") ends the number it closes. */
  ordinal?: true;
}

const unit = (value: number): NumberWord => ({ value, type: 'unit' });
const teen = (value: number): NumberWord => ({ value, type: 'teen' });
const tens = (value: number): NumberWord => ({ value, type: 'tens' });
const ordinal = (value: number, type: NumberWordClass): NumberWord => ({ value, type, ordinal: true });

const ENGLISH_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ENGLISH_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const ENGLISH_TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ENGLISH_ORDINAL_UNITS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
];
const ENGLISH_ORDINAL_TEENS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const ENGLISH_ORDINAL_TENS = ['twentieth', 'thirtieth'];

function createEnglishWords(): Map<string, NumberWord> {
  const words = new Map<string, NumberWord>();
  for (const [value, word] of ENGLISH_UNITS.entries()) words.set(word, unit(value));
  // Digits read one by one say "oh" for zero ("nine oh two one oh").
  words.set('oh', unit(0));
  for (const [i, word] of ENGLISH_TEENS.entries()) words.set(word, teen(10 + i));
  for (const [i, word] of ENGLISH_TENS.entries()) words.set(word, tens(20 + 10 * i));
  for (const [value, word] of ENGLISH_ORDINAL_UNITS.entries()) if (word !== '') words.set(word, ordinal(value, 'unit'));
  for (const [i, word] of ENGLISH_ORDINAL_TEENS.entries()) words.set(word, ordinal(10 + i, 'teen'));
  for (const [i, word] of ENGLISH_ORDINAL_TENS.entries()) words.set(word, ordinal(20 + 10 * i, 'tens'));
  words.set('hundred', { value: 100, type: 'hundred' });
  words.set('thousand', { value: 1_000, type: 'scale' });
  words.set('million', { value: 1_000_000, type: 'scale' });
  return words;
}

const SPANISH_UNITS: [string, number][] = [
  ['cero', 0],
  ['uno', 1],
  ['un', 1],
  ['una', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
];
const SPANISH_TEENS = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciseis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const SPANISH_TWENTIES: [string, number][] = [
  ['veintiuno', 21],
  ['veintiun', 21],
  ['veintiuna', 21],
  ['veintidos', 22],
  ['veintitres', 23],
  ['veinticuatro', 24],
  ['veinticinco', 25],
  ['veintiseis', 26],
  ['veintisiete', 27],
  ['veintiocho', 28],
  ['veintinueve', 29],
];
const SPANISH_TENS = ['veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const SPANISH_HUNDREDS: [string, number][] = [
  ['cien', 100],
  ['ciento', 100],
  ['doscientos', 200],
  ['doscientas', 200],
  ['trescientos', 300],
  ['trescientas', 300],
  ['cuatrocientos', 400],
  ['cuatrocientas', 400],
  ['quinientos', 500],
  ['quinientas', 500],
  ['seiscientos', 600],
  ['seiscientas', 600],
  ['setecientos', 700],
  ['setecientas', 700],
  ['ochocientos', 800],
  ['ochocientas', 800],
  ['novecientos', 900],
  ['novecientas', 900],
];

function createSpanishWords(): Map<string, NumberWord> {
  const words = new Map<string, NumberWord>();
  for (const [word, value] of SPANISH_UNITS) words.set(word, unit(value));
  for (const [i, word] of SPANISH_TEENS.entries()) words.set(word, teen(10 + i));
  for (const [word, value] of SPANISH_TWENTIES) words.set(word, teen(value));
  for (const [i, word] of SPANISH_TENS.entries()) words.set(word, tens(20 + 10 * i));
  for (const [word, value] of SPANISH_HUNDREDS) words.set(word, { value, type: 'hundreds' });
  // Dates say the first of a month with the ordinal ("primero de marzo"); the other days are cardinal.
  words.set('primero', ordinal(1, 'unit'));
  words.set('primer', ordinal(1, 'unit'));
  words.set('mil', { value: 1_000, type: 'scale' });
  words.set('millon', { value: 1_000_000, type: 'scale' });
  words.set('millones', { value: 1_000_000, type: 'scale' });
  return words;
}

const NUMBER_WORDS: Record<SpokenLanguage, ReadonlyMap<string, NumberWord>> = {
  'en-US': createEnglishWords(),
  'es-US': createSpanishWords(),
};

/** The word that joins parts of one number: "one hundred and five", "treinta y uno". */
const JOINING_WORD: Record<SpokenLanguage, string> = { 'en-US': 'and', 'es-US': 'y' };

/** Every number word of a language, for a recogniser's word list. */
export function getNumberWords(language: SpokenLanguage): string[] {
  return [...NUMBER_WORDS[language].keys()];
}

/** A number found in an utterance's words. */
export interface SpokenNumber {
  value: number;
  /** The words it was read from: `start` up to, not including, `end`. */
  start: number;
  end: number;
  /** Whether it was said in words (not digits); spoken years come as two such numbers ("nineteen fifty"). */
  inWords: boolean;
  /** Whether it was said as an ordinal ("fifth", "5th"). */
  ordinal: boolean;
  /** The digits as written, for a number said in digits ("0210" keeps its leading zero). */
  digits?: string;
}

/**
 * The numbers an utterance's words say, in order, in digits or in words of the language: "seven", "twenty one",
 * "one hundred and five", "nineteen fifty" (two numbers: 19 and 50), "mil novecientos cincuenta y dos", "treinta y
 * uno", "5th". Words that cannot continue the number being read start a new one ("nine oh two" is 9, 0, 2).
 */
export function parseSpokenNumbers(words: readonly string[], language: SpokenLanguage): SpokenNumber[] {
  const table = NUMBER_WORDS[language];
  const joining = JOINING_WORD[language];
  const found: SpokenNumber[] = [];
  let start = -1;
  let total = 0;
  let group = 0;
  let last: NumberWordClass | undefined;
  let isOrdinal = false;
  const flush = (end: number): void => {
    if (start >= 0) found.push({ value: total + group, start, end, inWords: true, ordinal: isOrdinal });
    start = -1;
    total = 0;
    group = 0;
    last = undefined;
    isOrdinal = false;
  };
  const begin = (at: number, word: NumberWord): void => {
    start = at;
    if (word.type === 'scale') total = word.value;
    else group = word.value;
    last = word.type;
  };
  for (let at = 0; at < words.length; at++) {
    const text = words[at] as string;
    if (/^\d+$/.test(text)) {
      flush(at);
      found.push({ value: Number(text), start: at, end: at + 1, inWords: false, ordinal: false, digits: text });
      continue;
    }
    let word = table.get(text);
    // "a hundred", "a thousand": the article stands for one.
    if (word === undefined && text === 'a' && language === 'en-US') {
      const next = table.get(words[at + 1] ?? '');
      if (next?.type === 'hundred' || next?.type === 'scale') word = unit(1);
    }
    if (word === undefined) {
      // "and" / "y" inside a number, followed by more of it, is part of it.
      const next = table.get(words[at + 1] ?? '');
      if (text === joining && start >= 0 && next !== undefined && canContinue(last, next)) continue;
      flush(at);
      continue;
    }
    if (start < 0 || !canContinue(last, word)) {
      flush(at);
      begin(at, word);
    } else {
      switch (word.type) {
        case 'unit':
        case 'teen':
        case 'tens':
        case 'hundreds':
          group += word.value;
          break;
        case 'hundred':
          group = (group === 0 ? 1 : group) * 100;
          break;
        case 'scale':
          total += (group === 0 ? 1 : group) * word.value;
          group = 0;
          break;
      }
      last = word.type;
    }
    if (word.ordinal) {
      isOrdinal = true;
      flush(at + 1);
    }
  }
  flush(words.length);
  return found;
}

/** Whether a number word continues the number whose last word was of class `last`. */
function canContinue(last: NumberWordClass | undefined, word: NumberWord): boolean {
  switch (word.type) {
    case 'unit':
      return last === 'tens' || last === 'hundred' || last === 'hundreds' || last === 'scale';
    case 'teen':
    case 'tens':
      return last === 'hundred' || last === 'hundreds' || last === 'scale';
    case 'hundred':
      return last === 'unit' || last === 'teen' || last === 'tens';
    case 'hundreds':
      return last === 'scale';
    case 'scale':
      return last !== undefined && last !== 'scale';
  }
}

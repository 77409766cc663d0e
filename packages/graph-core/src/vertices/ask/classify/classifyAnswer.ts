import { formatPleaseSay, formatUnknownText } from '../../../rules/multiBranch.ts';
import { normalizeUtterance } from '../../../spoken/normalizeUtterance.ts';
import { getNumberWords } from '../../../spoken/parseSpokenNumbers.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';
import type { VertexValueOf } from '../../../vertexValue.ts';
import { DAY_OF_WEEK_TAG_ID, NUMERIC_TAG_ID } from '../intentTags.ts';
import { type ASK_TYPE_OPTIONS, getAskOptions } from '../options.ts';
import { classifyDayOfWeek, DAY_OF_WEEK_PHRASES, getDayOfWeekByDigit } from './classifyDayOfWeek.ts';
import { classifyLanguageChoice, LANGUAGE_CHOICE_PHRASES } from './classifyLanguageChoice.ts';
import { classifyMultiBranch, createBranchPhrases, type HintName } from './classifyMultiBranch.ts';
import { classifyNumber } from './classifyNumber.ts';
import { classifyTimeOfDay, TIME_OF_DAY_PHRASES } from './classifyTimeOfDay.ts';
import { classifyYesNo, YES_NO_PHRASES } from './classifyYesNo.ts';

/**
 * What kind of answer an ask takes: one of its type's options, or (open-ended) a number when tagged numeric (300),
 * a day when tagged day of week (50), else any text. A fixed type wins over tags, and the numeric tag over the day
 * tag, as preparation decides its intents.
 */
export type AnswerKind = 'yes-no' | 'language' | 'time-of-day' | 'branch' | 'number' | 'day' | 'open';

/** The kind of answer an ask takes. */
export function getAnswerKind(value: VertexValueOf<'ask'>): AnswerKind {
  switch (value.ask.type) {
    case 'Twilio.YES_NO':
      return 'yes-no';
    case 'language_intent':
      return 'language';
    case 'morning_afternoon':
      return 'time-of-day';
    case 'multi_branch':
      return 'branch';
    default:
      if (value.tagsv2?.includes(NUMERIC_TAG_ID)) return 'number';
      if (value.tagsv2?.includes(DAY_OF_WEEK_TAG_ID)) return 'day';
      return 'open';
  }
}

/** An answer as it arrives: words a recogniser heard, or keypad digits. */
export type HeardAnswer = { input: 'speech'; text: string } | { input: 'keypad'; digits: string };

/** What an answer to an ask means: its value (the chosen option's, for an ask with options), or nothing understood. */
export type AnswerClassification = { understood: true; value: string } | { understood: false };

const NOT_UNDERSTOOD: AnswerClassification = { understood: false };

function understood(value: string | number | undefined): AnswerClassification {
  return value === undefined ? NOT_UNDERSTOOD : { understood: true, value: String(value) };
}

/** The option keypad digits choose: 1 is the first option. */
function chooseByDigits(digits: string, options: readonly string[]): string | undefined {
  if (!/^\d{1,2}$/.test(digits)) return undefined;
  return options[Number(digits) - 1];
}

/**
 * Classifies an answer to an ask in a language, with the pure function of its answer kind: yes or no, English or
 * Spanish, morning / afternoon / both, the branch whose hint was said (a match to two branches is not understood), a
 * number, a day of the week, or (open-ended) any text that is not blank. Keypad digits choose an option by its place
 * (1 = the first), are the number itself, a day (1 = Sunday … 7 = Saturday), or an open answer's text.
 */
export function classifyAnswer(
  value: VertexValueOf<'ask'>,
  answer: HeardAnswer,
  language: SpokenLanguage,
  hintName?: HintName,
): AnswerClassification {
  const kind = getAnswerKind(value);
  if (answer.input === 'keypad') {
    const digits = answer.digits.trim();
    if (!/^\d+$/.test(digits)) return NOT_UNDERSTOOD;
    switch (kind) {
      case 'number':
        return understood(Number(digits));
      case 'day':
        return understood(digits.length === 1 ? getDayOfWeekByDigit(Number(digits)) : undefined);
      case 'open':
        return understood(digits);
      default:
        return understood(chooseByDigits(digits, getAskOptions(value.ask)));
    }
  }
  const words = normalizeUtterance(answer.text);
  switch (kind) {
    case 'yes-no':
      return understood(classifyYesNo(words, language));
    case 'language':
      return understood(classifyLanguageChoice(words));
    case 'time-of-day':
      return understood(classifyTimeOfDay(words, language));
    case 'branch':
      return understood(classifyMultiBranch(words, value.ask.multiBranchAnswers ?? [], language, hintName));
    case 'number':
      return understood(classifyNumber(words, language));
    case 'day':
      return understood(classifyDayOfWeek(words, language));
    case 'open': {
      const text = answer.text.trim();
      return understood(text === '' ? undefined : text);
    }
  }
}

/** The words a recogniser may be given for an ask: every word its answers are understood by; none for open text. */
export function getAnswerWords(value: VertexValueOf<'ask'>, language: SpokenLanguage, hintName?: HintName): string[] {
  switch (getAnswerKind(value)) {
    case 'yes-no':
      return [...YES_NO_PHRASES[language].words];
    case 'language':
      return [...LANGUAGE_CHOICE_PHRASES.words];
    case 'time-of-day':
      return [...TIME_OF_DAY_PHRASES[language].words];
    case 'branch':
      return [...createBranchPhrases(value.ask.multiBranchAnswers ?? [], language, hintName).words];
    case 'number':
      return getNumberWords(language);
    case 'day':
      return [...DAY_OF_WEEK_PHRASES[language].words];
    case 'open':
      return [];
  }
}

/** How the fixed options are spoken in each language, for the default unknown text. */
const OPTION_NAMES: Record<SpokenLanguage, Readonly<Record<FixedOption, string>>> = {
  'en-US': {
    Yes: 'yes',
    No: 'no',
    Spanish: 'Spanish',
    English: 'English',
    Afternoon: 'afternoon',
    Both: 'both',
    Morning: 'morning',
  },
  'es-US': {
    Yes: 'sí',
    No: 'no',
    Spanish: 'español',
    English: 'inglés',
    Afternoon: 'tarde',
    Both: 'ambos',
    Morning: 'mañana',
  },
};

/** An option of a fixed ask type. */
type FixedOption = (typeof ASK_TYPE_OPTIONS)[keyof typeof ASK_TYPE_OPTIONS][number];

/**
 * How an option of a fixed ask type is spoken in a language ("yes", "sí", "mañana"): the word the default unknown
 * text asks for, which is understood as that option; undefined for any other option.
 */
export function getSpokenOptionName(option: string, language: SpokenLanguage): string | undefined {
  const names = OPTION_NAMES[language];
  return Object.hasOwn(names, option) ? names[option as FixedOption] : undefined;
}

const NUMBER_PROMPT: Record<SpokenLanguage, string> = {
  'en-US': 'Please say a number',
  'es-US': 'Por favor diga un número',
};
const DAY_PROMPT: Record<SpokenLanguage, string> = {
  'en-US': 'Please say a day of the week',
  'es-US': 'Por favor diga un día de la semana',
};

/**
 * What an ask says after an answer it did not understand when it has no `unknownText`: "Please say X, Y or Z" /
 * "Por favor diga X, Y o Z" from its options (a multi_branch ask's hints, by their names in the language), a request
 * for a number or a day, or (open-ended) its question again.
 */
export function getDefaultUnknownText(
  value: VertexValueOf<'ask'>,
  language: SpokenLanguage,
  hintName?: HintName,
): string {
  switch (getAnswerKind(value)) {
    case 'branch':
      return formatUnknownText(value.ask.multiBranchAnswers ?? [], language, hintName);
    case 'number':
      return NUMBER_PROMPT[language];
    case 'day':
      return DAY_PROMPT[language];
    case 'open':
      return value.ask.question ?? '';
    default:
      return formatPleaseSay(
        getAskOptions(value.ask).map((option) => getSpokenOptionName(option, language) ?? option),
        language,
      );
  }
}

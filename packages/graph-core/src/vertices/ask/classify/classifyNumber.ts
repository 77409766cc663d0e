import { parseSpokenNumbers } from '../../../spoken/parseSpokenNumbers.ts';
import type { SpokenLanguage } from '../../../spoken/spokenLanguage.ts';

/**
 * The one number an utterance says, in digits or words ("7", "seven hours", "veintidós"); undefined when it says
 * none, or several different ones.
 */
export function classifyNumber(words: readonly string[], language: SpokenLanguage): number | undefined {
  const numbers = parseSpokenNumbers(words, language);
  const first = numbers[0];
  if (first === undefined) return undefined;
  return numbers.every((number) => number.value === first.value) ? first.value : undefined;
}

import { normalizeUtterance } from '../../spoken/normalizeUtterance.ts';
import { parseSpokenNumbers } from '../../spoken/parseSpokenNumbers.ts';
import type { SpokenLanguage } from '../../spoken/spokenLanguage.ts';

const DIGIT_WORDS: Record<SpokenLanguage, readonly string[]> = {
  'en-US': ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  'es-US': ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'],
};

/** The words a recogniser may be given for a zip code: the digits of the language. */
export function getZipCodeWords(language: SpokenLanguage): string[] {
  return [...DIGIT_WORDS[language]];
}

/**
 * The five digits of a zip code said in digits or words ("90210", "nine oh two one oh", "nueve cero dos diez": each
 * number said adds its digits); undefined when fewer than five are said. Digits past the fifth (ZIP+4) are dropped.
 */
export function parseSpokenZipCode(text: string, language: SpokenLanguage): string | undefined {
  let digits = '';
  for (const number of parseSpokenNumbers(normalizeUtterance(text), language))
    digits += number.digits ?? String(number.value);
  return digits.length >= 5 ? digits.slice(0, 5) : undefined;
}

/** Whether five digits match a client's zip code (its first five digits, whatever separates them). */
export function matchesZipCode(digits: string, zipCode: string | undefined): boolean {
  const own = (zipCode ?? '').replace(/\D/g, '');
  return own.length >= 5 && own.slice(0, 5) === digits;
}

import { createValidationRun } from '../validation/createValidationRun.ts';
import { getZipCodeWords, matchesZipCode, parseSpokenZipCode } from './parseSpokenZipCode.ts';

/** Compares the five digits said or keyed with the client's zip code; without one on file, nothing matches. */
export const zipCodeValidationRun = createValidationRun<'zip_code_validation'>((value) => value.zip_code_validation, {
  check(answer, language, client) {
    const digits =
      answer.input === 'keypad'
        ? /^\d{5,}$/.test(answer.digits.trim())
          ? answer.digits.trim().slice(0, 5)
          : undefined
        : parseSpokenZipCode(answer.text, language);
    return digits === undefined ? undefined : matchesZipCode(digits, client.zipCode);
  },
  words: getZipCodeWords,
});

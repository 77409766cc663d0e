import { createValidationRun } from '../validation/createValidationRun.ts';
import { getDateWords, matchesBirthDate, parseDigitDate, parseSpokenDate } from './parseSpokenDate.ts';

/**
 * Compares the date said (`parseSpokenDate`), or keyed as MMDDYYYY (the order dates are entered in everywhere in the
 * product), with the client's birth date; without one on file, nothing matches.
 */
export const dateOfBirthValidationRun = createValidationRun<'date_of_birth_validation'>(
  (value) => value.date_of_birth_validation,
  {
    check(answer, language, client) {
      const date =
        answer.input === 'keypad'
          ? parseDigitDate(answer.digits.trim(), 'month-first')
          : parseSpokenDate(answer.text, language);
      return date === undefined ? undefined : matchesBirthDate(date, client.birthDate);
    },
    words: getDateWords,
  },
);

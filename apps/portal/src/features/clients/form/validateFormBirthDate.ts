import { BIRTH_YEAR_LOWER_BOUND, VALIDATION_MESSAGES } from '@carecall/api-client';

/**
 * Checks the form's `MM-DD-YYYY` birth date: empty is 'Invalid birth date' (the field is required); a year
 * not above 1900 or beyond `currentYear`, a month outside 1–12 or a day outside 1–31 is 'Invalid date'. The current
 * year comes in as a parameter so the rule is deterministic in tests.
 */
export function validateFormBirthDate(text: string, currentYear: number): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return VALIDATION_MESSAGES.invalidBirthDate;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(trimmed);
  if (!match) return VALIDATION_MESSAGES.invalidDate;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (year <= BIRTH_YEAR_LOWER_BOUND || year > currentYear) return VALIDATION_MESSAGES.invalidDate;
  if (month < 1 || month > 12 || day < 1 || day > 31) return VALIDATION_MESSAGES.invalidDate;
  return undefined;
}

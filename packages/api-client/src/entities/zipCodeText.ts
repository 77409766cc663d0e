import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** Longest zip code taken as free text, for countries without a known pattern (the longest patterns are 10). */
export const ZIP_CODE_MAX_LENGTH = 20;

/**
 * Checks a zip code as free text, the rule for a country without a known pattern (or none given): up to 20
 * characters with at least one letter or digit, so punctuation alone is never a zip code; the message of the
 * problem, or undefined. An empty zip code is no zip code and is fine. Kept apart from the country patterns
 * (`zipCode.ts`), so the schemas every screen loads do not carry every country's pattern.
 */
export function findFreeTextZipCodeProblem(zipCode: string): string | undefined {
  const zip = zipCode.trim();
  if (zip === '') return undefined;
  if (zip.length > ZIP_CODE_MAX_LENGTH || !/[\p{L}\p{N}]/u.test(zip)) return VALIDATION_MESSAGES.invalidZipCode;
  return undefined;
}

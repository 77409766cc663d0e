import { formatMfaPhoneNumber, SUPPORTED_PHONE_COUNTRIES, VALIDATION_MESSAGES } from '@carecall/api-client';

/** The phone entry as typed: the chosen country's dialling code and the number. */
export interface MfaPhoneInput {
  countryCode: string;
  number: string;
}

/** Errors of the phone entry, as the specification's English texts. */
export interface MfaPhoneErrors {
  countryCode?: string;
  number?: string;
}

/** Countries whose numbers are written at home with a leading trunk 0 that the international form drops. */
const TRUNK_ZERO_CODES = new Set(['972', '81', '380']);

/**
 * The number as the second factor sends it, `+code-number` (part 2 §5): separators removed, and the trunk 0 people
 * type at home (090… in Japan, 050… in Israel, 067… in Ukraine) dropped. Italy keeps its leading 0, which belongs to
 * the number.
 */
export function toMfaPhoneNumber({ countryCode, number }: MfaPhoneInput): string {
  let digits = number.replace(/[\s().-]/g, '');
  if (TRUNK_ZERO_CODES.has(countryCode)) digits = digits.replace(/^0/, '');
  return formatMfaPhoneNumber({ countryCode, number: digits });
}

/**
 * Checks the phone entry (part 2 §5): the country code is required and must be one of the five supported countries
 * (Japan's being 81); the number is required and must make a valid `+code-number`.
 */
export function validateMfaPhone(input: MfaPhoneInput): MfaPhoneErrors {
  const errors: MfaPhoneErrors = {};
  const supported = SUPPORTED_PHONE_COUNTRIES.some((country) => country.countryCode === input.countryCode);
  if (input.countryCode.trim() === '' || !supported) errors.countryCode = VALIDATION_MESSAGES.countryCodeRequired;
  if (input.number.trim() === '') errors.number = VALIDATION_MESSAGES.required;
  else if (!errors.countryCode) {
    try {
      toMfaPhoneNumber(input);
    } catch {
      errors.number = VALIDATION_MESSAGES.invalidPhone;
    }
  } else if (!/^[\d\s().-]+$/.test(input.number)) errors.number = VALIDATION_MESSAGES.invalidPhone;
  return errors;
}

import { findPhoneCountry, formatMfaPhoneNumber, isPhoneNumberText, VALIDATION_MESSAGES } from '@carecall/api-client';

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

/**
 * The number as the second factor sends it, `+code-number`: read by libphonenumber-js as written at home in the chosen
 * country (separators removed, and the trunk 0 typed in Japan, Israel or Ukraine dropped; Italy keeps its leading 0,
 * which belongs to the number). Throws a `PhoneNumberError` when it is no number of that country.
 */
export function toMfaPhoneNumber(input: MfaPhoneInput): string {
  return formatMfaPhoneNumber(input);
}

/**
 * Checks the phone entry: the country code is required and must be one of the supported countries (Japan's being
 * 81); the number is required and must be a number of that country (without one, a number of any of them).
 */
export function validateMfaPhone(input: MfaPhoneInput): MfaPhoneErrors {
  const errors: MfaPhoneErrors = {};
  const supported = findPhoneCountry(input.countryCode) !== undefined;
  if (input.countryCode.trim() === '' || !supported) errors.countryCode = VALIDATION_MESSAGES.countryCodeRequired;
  if (input.number.trim() === '') errors.number = VALIDATION_MESSAGES.required;
  else if (!errors.countryCode) {
    try {
      toMfaPhoneNumber(input);
    } catch {
      errors.number = VALIDATION_MESSAGES.invalidPhone;
    }
  } else if (!isPhoneNumberText(input.number)) errors.number = VALIDATION_MESSAGES.invalidPhone;
  return errors;
}

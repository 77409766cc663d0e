import { PhoneNumberError, type PhoneNumberParts, readInternationalPhoneNumber } from './mfaPhoneNumber.ts';
import { findPhoneCountry } from './phoneCountries.ts';

function invalid(value: string): PhoneNumberError {
  return new PhoneNumberError(
    'PHONE_NUMBER_INVALID',
    `Invalid phone number "${value}": expected +<country code>-<number>, e.g. +972-501234567`,
  );
}

/**
 * Splits a number typed for a call (or a stored client phone, `972-501234567`) into country code and number, as the
 * call start needs them. The number is international, with or without its plus, in a supported country; spaces,
 * dots, brackets and hyphens are separators. libphonenumber-js reads it and checks its length.
 */
export function splitCustomPhoneNumber(value: string): PhoneNumberParts {
  const trimmed = value.trim();
  if (trimmed === '') throw new PhoneNumberError('PHONE_NUMBER_REQUIRED', 'A phone number is required');
  const read = readInternationalPhoneNumber(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  if (read === undefined || findPhoneCountry(read.countryCode) === undefined) throw invalid(trimmed);
  return read;
}

/** Joins country code and number in the stored client-phone form, `972-501234567`. */
export function joinPhoneNumber(parts: PhoneNumberParts): string {
  const code = parts.countryCode.trim();
  return `${code.startsWith('+') ? code.slice(1) : code}-${parts.number}`;
}

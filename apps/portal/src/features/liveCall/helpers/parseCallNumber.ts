import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A custom number split as the call start needs it. */
export interface CallNumber {
  countryCode: string;
  number: string;
  /** The stored form, `code-number`. */
  joined: string;
}

/** Why a custom number cannot be called. */
export type CallNumberError = 'required' | 'invalid';

/**
 * Parses a custom number typed with its country code (`+1 202 555 0123`, `+81-90-1234-5678`) into country code and
 * national number; a number without `+` and a code, or one no numbering plan allows, is invalid.
 */
export function parseCallNumber(value: string): CallNumber | CallNumberError {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const international = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.isValid()) return 'invalid';
  const countryCode = parsed.countryCallingCode;
  const number = parsed.nationalNumber;
  return { countryCode, number, joined: `${countryCode}-${number}` };
}

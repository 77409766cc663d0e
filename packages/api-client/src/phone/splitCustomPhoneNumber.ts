import { PhoneNumberError, type PhoneNumberParts } from './mfaPhoneNumber.ts';

/** The countries the product offers phones in (part 2 §2.4), with their calling codes. */
export const SUPPORTED_PHONE_COUNTRIES = [
  { country: 'IL', name: 'Israel', countryCode: '972' },
  { country: 'JP', name: 'Japan', countryCode: '81' },
  { country: 'IT', name: 'Italy', countryCode: '39' },
  { country: 'US', name: 'United States', countryCode: '1' },
  { country: 'UA', name: 'Ukraine', countryCode: '380' },
] as const;

const byLongestCode = [...SUPPORTED_PHONE_COUNTRIES].sort((a, b) => b.countryCode.length - a.countryCode.length);

function invalid(value: string): PhoneNumberError {
  return new PhoneNumberError(
    'PHONE_NUMBER_INVALID',
    `Invalid phone number "${value}": expected +<country code>-<number>, e.g. +972-501234567`,
  );
}

/**
 * Splits a number typed for a call (or a stored client phone, `972-501234567`) into country code and number, as the
 * call start needs them (part 1 §5). A hyphen separates the two; without one, the number must start with the code of
 * a supported country. Spaces, dots and brackets are ignored.
 */
export function splitCustomPhoneNumber(value: string): PhoneNumberParts {
  const trimmed = value.trim();
  if (trimmed === '') throw new PhoneNumberError('PHONE_NUMBER_REQUIRED', 'A phone number is required');
  const compact = trimmed.replace(/[\s().]/g, '');
  const hyphenated = /^\+?([1-9]\d{0,3})-([\d-]{4,20})$/.exec(compact);
  if (hyphenated?.[1] !== undefined && hyphenated[2] !== undefined) {
    const number = hyphenated[2].replaceAll('-', '');
    if (!/^\d{4,15}$/.test(number)) throw invalid(trimmed);
    return { countryCode: hyphenated[1], number };
  }
  const digits = /^\+(\d{5,19})$/.exec(compact)?.[1];
  if (digits === undefined) throw invalid(trimmed);
  const country = byLongestCode.find((candidate) => digits.startsWith(candidate.countryCode));
  if (country === undefined) throw invalid(trimmed);
  const number = digits.slice(country.countryCode.length);
  if (number.length < 4) throw invalid(trimmed);
  return { countryCode: country.countryCode, number };
}

/** Joins country code and number in the stored client-phone form, `972-501234567`. */
export function joinPhoneNumber(parts: PhoneNumberParts): string {
  return `${parts.countryCode.replace(/^\+/, '')}-${parts.number}`;
}

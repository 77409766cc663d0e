import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../entities/validationMessages.ts';
import { findPhoneCountry, SUPPORTED_PHONE_COUNTRIES } from './phoneCountries.ts';

/** A phone number split into its country code and national number, digits only, without the plus. */
export interface PhoneNumberParts {
  countryCode: string;
  number: string;
}

/** The error phone helpers throw, with a code a form can map to its message. */
export class PhoneNumberError extends Error {
  override readonly name = 'PhoneNumberError';
  readonly code: 'PHONE_NUMBER_REQUIRED' | 'PHONE_NUMBER_INVALID';
  constructor(code: PhoneNumberError['code'], message: string) {
    super(message);
    this.code = code;
  }
}

const withoutPlus = (code: string) => (code.startsWith('+') ? code.slice(1) : code);

/**
 * Reads an international number (`+` and the calling code, then the national number, separators allowed) with
 * libphonenumber-js: its calling code and national number when it has a possible length for its country, else
 * undefined.
 */
export function readInternationalPhoneNumber(text: string): PhoneNumberParts | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), { extract: false });
  if (!parsed?.isPossible()) return undefined;
  return { countryCode: parsed.countryCallingCode, number: parsed.nationalNumber };
}

/**
 * Reads a number typed as people write it at home in the country of `countryCode` (separators, and the trunk 0 of
 * Japan, Israel or Ukraine, which the international form drops; Italy's leading 0 belongs to the number) with
 * libphonenumber-js: its national number when it has a possible length there, else undefined. A calling code of no
 * supported country is read as international.
 */
export function readNationalPhoneNumber(parts: PhoneNumberParts): PhoneNumberParts | undefined {
  const country = findPhoneCountry(parts.countryCode);
  if (country === undefined)
    return readInternationalPhoneNumber(`+${withoutPlus(parts.countryCode.trim())} ${parts.number}`);
  const parsed = parsePhoneNumberFromString(parts.number.trim(), { defaultCountry: country.country, extract: false });
  if (!parsed?.isPossible() || parsed.countryCallingCode !== country.countryCode) return undefined;
  return { countryCode: country.countryCode, number: parsed.nationalNumber };
}

/** Whether a text is a phone number of one of the supported countries as written at home, whatever its length. */
export function isPhoneNumberText(text: string): boolean {
  return SUPPORTED_PHONE_COUNTRIES.some(
    ({ country }) => parsePhoneNumberFromString(text.trim(), { defaultCountry: country, extract: false }) !== undefined,
  );
}

const expected = 'expected +<country code>-<digits>, e.g. +972-501234567';

/** Writes a phone number in the second factor's format, `+{countryCode}-{number}`, checking both parts. */
export function formatMfaPhoneNumber(parts: PhoneNumberParts): string {
  const countryCode = withoutPlus(parts.countryCode.trim());
  const number = parts.number.trim();
  if (countryCode === '' || number === '')
    throw new PhoneNumberError('PHONE_NUMBER_REQUIRED', 'A phone number needs a country code and a number');
  const read = readNationalPhoneNumber({ countryCode, number });
  if (read === undefined)
    throw new PhoneNumberError('PHONE_NUMBER_INVALID', `Invalid phone number "+${countryCode}-${number}": ${expected}`);
  return `+${read.countryCode}-${read.number}`;
}

/**
 * Reads a phone number in the second factor's format into its two segments, split at the hyphen: a plus, the calling
 * code, a hyphen and the national number, which libphonenumber-js must read back as the same code and number.
 */
export function parseMfaPhoneNumber(value: string): PhoneNumberParts {
  const trimmed = value.trim();
  if (trimmed === '') throw new PhoneNumberError('PHONE_NUMBER_REQUIRED', 'A phone number is required');
  const hyphen = trimmed.indexOf('-');
  const parts = { countryCode: trimmed.slice(1, hyphen), number: trimmed.slice(hyphen + 1) };
  const read = trimmed.startsWith('+') && hyphen > 1 ? readInternationalPhoneNumber(trimmed) : undefined;
  if (read === undefined || read.countryCode !== parts.countryCode || read.number !== parts.number)
    throw new PhoneNumberError('PHONE_NUMBER_INVALID', `Invalid phone number "${trimmed}": ${expected}`);
  return read;
}

/** Whether a text is a phone number in the second factor's format. */
function isMfaPhoneNumber(value: string): boolean {
  try {
    parseMfaPhoneNumber(value);
    return true;
  } catch {
    return false;
  }
}

/** A phone number in the second factor's format ('Invalid phone'). */
export const mfaPhoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .refine(isMfaPhoneNumber, { error: VALIDATION_MESSAGES.invalidPhone });

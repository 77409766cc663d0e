import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../entities/validationMessages.ts';

/** The phone format of the second factor: a plus, the country code, a hyphen and the number (`+972-501234567`). */
export const MFA_PHONE_NUMBER_PATTERN = /^\+([1-9]\d{0,3})-(\d{4,15})$/;

/** A phone number in the second factor's format ('Invalid phone'). */
export const mfaPhoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .regex(MFA_PHONE_NUMBER_PATTERN, { error: VALIDATION_MESSAGES.invalidPhone });

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

/** Writes a phone number in the second factor's format, `+{countryCode}-{number}`, checking both parts. */
export function formatMfaPhoneNumber(parts: PhoneNumberParts): string {
  const countryCode = parts.countryCode.trim().replace(/^\+/, '');
  const number = parts.number.trim().replace(/[\s().-]/g, '');
  if (countryCode === '' || number === '')
    throw new PhoneNumberError('PHONE_NUMBER_REQUIRED', 'A phone number needs a country code and a number');
  const formatted = `+${countryCode}-${number}`;
  if (!MFA_PHONE_NUMBER_PATTERN.test(formatted))
    throw new PhoneNumberError(
      'PHONE_NUMBER_INVALID',
      `Invalid phone number "${formatted}": expected +<country code>-<digits>, e.g. +972-501234567`,
    );
  return formatted;
}

/** Reads a phone number in the second factor's format into its two segments, split at the hyphen. */
export function parseMfaPhoneNumber(value: string): PhoneNumberParts {
  const trimmed = value.trim();
  if (trimmed === '') throw new PhoneNumberError('PHONE_NUMBER_REQUIRED', 'A phone number is required');
  const match = MFA_PHONE_NUMBER_PATTERN.exec(trimmed);
  if (match?.[1] === undefined || match[2] === undefined)
    throw new PhoneNumberError(
      'PHONE_NUMBER_INVALID',
      `Invalid phone number "${trimmed}": expected +<country code>-<digits>, e.g. +972-501234567`,
    );
  return { countryCode: match[1], number: match[2] };
}

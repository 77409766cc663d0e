import { VALIDATION_MESSAGES } from '@carecall/api-client';
import { HttpError } from '../http/HttpError.ts';

/**
 * The add-user form's phone as stored: `country_code` plus the national digits. The number may come as
 * `+code-digits` (its code must then be `country_code`) or as digits with dashes; 4 to 15 digits, as the second
 * factor's format allows. Anything else answers 400 naming `phone_number`.
 */
export function normalizeNewUserPhone(
  countryCode: string,
  phoneNumber: string,
): { countryCode: string; number: string } {
  const invalid = (message: string = VALIDATION_MESSAGES.invalidPhone) =>
    new HttpError(400, 'VALIDATION_ERROR', 'Validation failed', { fields: [{ path: 'phone_number', message }] });
  const prefixed = /^\+(\d+)-(\d+)$/.exec(phoneNumber.trim());
  if (prefixed && prefixed[1] !== countryCode) throw invalid('The number’s country code differs from country_code');
  const number = prefixed?.[2] ?? phoneNumber.replaceAll('-', '').trim();
  if (!/^\d{4,15}$/.test(number)) throw invalid();
  return { countryCode, number };
}

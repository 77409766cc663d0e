import { readNewUserPhone, VALIDATION_MESSAGES } from '@carecall/api-client';
import { HttpError } from '../http/HttpError.ts';

/**
 * The add-user form's phone as stored: `country_code` plus the national number, as libphonenumber-js reads it
 * (`readNewUserPhone`, the form's own check). An international number must carry `country_code` itself; a number
 * without one must have a possible length in that country. Anything else answers 400 naming `phone_number`.
 */
export function normalizeNewUserPhone(
  countryCode: string,
  phoneNumber: string,
): { countryCode: string; number: string } {
  const reading = readNewUserPhone(countryCode, phoneNumber);
  if (reading.ok) return reading.phone;
  const message =
    reading.reason === 'countryCodeDiffers'
      ? 'The number’s country code differs from country_code'
      : VALIDATION_MESSAGES.invalidPhone;
  throw new HttpError(400, 'VALIDATION_ERROR', 'Validation failed', { fields: [{ path: 'phone_number', message }] });
}

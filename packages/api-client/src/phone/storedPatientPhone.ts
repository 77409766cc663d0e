import { isKnownCallingCode } from './callingCode.ts';
import { type PhoneNumberParts, readNationalPhoneNumber } from './mfaPhoneNumber.ts';

/**
 * Reads a client phone as create and update send it, `code-number` (`972-501234567`): the calling code of a country
 * libphonenumber-js knows, a hyphen, and the number as written in that country (separators and a trunk 0 allowed),
 * which libphonenumber-js must read with a possible length there. Answers the code and the national number the phone
 * is stored as, or undefined.
 */
export function readStoredPatientPhone(text: string): PhoneNumberParts | undefined {
  const trimmed = text.trim();
  const hyphen = trimmed.indexOf('-');
  if (hyphen < 1) return undefined;
  const countryCode = trimmed.slice(0, hyphen);
  if (!isKnownCallingCode(countryCode)) return undefined;
  const read = readNationalPhoneNumber({ countryCode, number: trimmed.slice(hyphen + 1) });
  return read?.countryCode === countryCode ? read : undefined;
}

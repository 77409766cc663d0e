import {
  isPhoneNumberText,
  type PhoneNumberParts,
  readInternationalPhoneNumber,
  readNationalPhoneNumber,
} from './mfaPhoneNumber.ts';

/** What a new user's phone reads as: its parts, or why it cannot be stored. */
export type NewUserPhoneReading =
  | { ok: true; phone: PhoneNumberParts }
  | { ok: false; reason: 'invalid' | 'countryCodeDiffers' };

/**
 * Whether the add-user form's phone field looks like a phone number before its country is known: an international
 * number (`+code-digits`, any separators) libphonenumber-js can read, or a number as written at home in one of the
 * supported countries.
 */
export function isNewUserPhoneText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('+') ? readInternationalPhoneNumber(trimmed) !== undefined : isPhoneNumberText(trimmed);
}

/**
 * Reads the add-user form's phone against its country code with libphonenumber-js, as the user is stored: the
 * country code and the national number. An international number (`+code-digits`) must have a possible length for its
 * own code, which must be `countryCode`; any other text is read as written at home in the country of `countryCode`
 * (separators and a trunk 0 allowed) and must have a possible length there.
 */
export function readNewUserPhone(countryCode: string, text: string): NewUserPhoneReading {
  const trimmed = text.trim();
  if (trimmed.startsWith('+')) {
    const phone = readInternationalPhoneNumber(trimmed);
    if (phone === undefined) return { ok: false, reason: 'invalid' };
    return phone.countryCode === countryCode.trim() ? { ok: true, phone } : { ok: false, reason: 'countryCodeDiffers' };
  }
  const phone = readNationalPhoneNumber({ countryCode: countryCode.trim(), number: trimmed });
  return phone === undefined ? { ok: false, reason: 'invalid' } : { ok: true, phone };
}

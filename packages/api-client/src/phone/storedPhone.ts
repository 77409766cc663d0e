import { parseIncompletePhoneNumber } from 'libphonenumber-js';

/**
 * The digits of a phone number as typed, a leading plus kept (libphonenumber-js's reading of a number being typed):
 * for finding a number whatever its separators.
 */
export function toPhoneDigits(text: string): string {
  return parseIncompletePhoneNumber(text);
}

/**
 * Shows a stored client phone (`code-number`, written by `joinPhoneNumber` from a number already checked) as
 * `+code number`, the way people read an international number; anything else is shown as stored. It reads only the
 * stored form, so the client list shows numbers without loading the phone number metadata.
 */
export function formatStoredPhone(stored: string): string {
  const hyphen = stored.indexOf('-');
  const code = hyphen > 0 ? toPhoneDigits(stored.slice(0, hyphen)).replace('+', '') : '';
  const number = hyphen > 0 ? toPhoneDigits(stored.slice(hyphen + 1)) : '';
  return code !== '' && number !== '' && !number.startsWith('+') ? `+${code} ${number}` : stored;
}

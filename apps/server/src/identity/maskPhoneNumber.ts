import { toPhoneDigits } from '@carecall/api-client';

/**
 * Shows enough of a phone number for its owner to recognise it and no more: the country code and the last two
 * digits (`+1-********01`), as second-factor screens display it.
 */
export function maskPhoneNumber(countryCode: string, number: string): string {
  const digits = toPhoneDigits(number).replace('+', '');
  const visible = digits.slice(-2);
  return `+${toPhoneDigits(countryCode).replace('+', '')}-${'*'.repeat(Math.max(digits.length - visible.length, 0))}${visible}`;
}

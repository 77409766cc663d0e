/**
 * Shows enough of a phone number for its owner to recognise it and no more: the country code and the last two
 * digits (`+1-********01`), as second-factor screens display it.
 */
export function maskPhoneNumber(countryCode: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  const visible = digits.slice(-2);
  return `+${countryCode.replace(/\D/g, '')}-${'*'.repeat(Math.max(digits.length - visible.length, 0))}${visible}`;
}

import { toPhoneDigits } from '@carecall/api-client';

/**
 * A user's phone in the second factor's `+code-number` form (`+1-2025550101`), the form messages are addressed to
 * and numbers are compared in; null without a phone.
 */
export function formatPhoneOnFile(user: {
  phoneCountryCode: string | null;
  phoneNumber: string | null;
}): string | null {
  if (!user.phoneCountryCode || !user.phoneNumber) return null;
  const digits = (text: string) => toPhoneDigits(text).replace('+', '');
  return `+${digits(user.phoneCountryCode)}-${digits(user.phoneNumber)}`;
}

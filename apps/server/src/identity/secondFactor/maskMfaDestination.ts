import { maskEmailAddress } from '../maskEmailAddress.ts';
import { maskPhoneNumber } from '../maskPhoneNumber.ts';

/** Where a code goes: a phone in `+code-number` form, or the user's e-mail address. */
export interface MfaCodeDestination {
  channel: 'sms' | 'email';
  destination: string;
}

/** A code's destination as the screens and the audit log show it: `+1-********01`, `a***n@demo.test`. */
export function maskMfaDestination({ channel, destination }: MfaCodeDestination): string {
  if (channel === 'email') return maskEmailAddress(destination);
  const [countryCode = '', number = ''] = destination.replace(/^\+/, '').split('-');
  return maskPhoneNumber(countryCode, number);
}

import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A dialled number (digits with the country code) as people read it, `+1 212 555 0100`; as given when unreadable. */
export function formatDialNumber(digits: string): string {
  return parsePhoneNumberFromString(`+${digits}`)?.formatInternational() ?? `+${digits}`;
}

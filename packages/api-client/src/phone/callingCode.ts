import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { toPhoneDigits } from './storedPhone.ts';

/** Whether a text is made of digits only: libphonenumber-js's reading of it keeps every character, and no plus. */
export function isDigitsOnly(text: string): boolean {
  return text !== '' && !text.startsWith('+') && toPhoneDigits(text) === text;
}

/** Whether a calling code (digits, without the plus) is the code of a country libphonenumber-js knows. */
export function isKnownCallingCode(code: string): boolean {
  return isDigitsOnly(code) && getCountries().some((country) => getCountryCallingCode(country) === code);
}

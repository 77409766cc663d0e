/** A client phone as stored: the country code and the national number, apart. */
export interface StoredPhoneNumber {
  countryCode: string;
  number: string;
}

/**
 * Splits the wire form `972-501234567` (already checked by the contract's `patientPhoneNumberSchema`) at its hyphen,
 * so the country code and number are stored apart and can be dialled or searched on their own.
 */
export function splitPatientPhoneNumber(phoneNumber: string): StoredPhoneNumber {
  const trimmed = phoneNumber.trim();
  const hyphen = trimmed.indexOf('-');
  return { countryCode: trimmed.slice(0, hyphen), number: trimmed.slice(hyphen + 1) };
}

/** Joins a stored phone into the wire form `code-number` the portal splits again on load. */
export function joinPatientPhoneNumber(phone: StoredPhoneNumber): string {
  return `${phone.countryCode}-${phone.number}`;
}

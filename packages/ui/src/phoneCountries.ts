/** A country offered for a phone number. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The country's name as shown; the portal passes translated names. */
  name: string;
  /** International dialling code without the plus, e.g. `972`. */
  dialCode: string;
}

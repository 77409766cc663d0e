import { type CountryCode, getCountryCallingCode } from 'libphonenumber-js';

/** A country the product offers phones in: its ISO 3166-1 code, English name and calling code (without the plus). */
export interface SupportedPhoneCountry {
  country: CountryCode;
  name: string;
  countryCode: string;
}

function supported(country: CountryCode, name: string): SupportedPhoneCountry {
  return { country, name, countryCode: getCountryCallingCode(country) };
}

/**
 * The countries the product offers phones in (the second factor, client phones, custom numbers to call), in the order
 * people are offered them; the one list every form and check uses. Calling codes come from libphonenumber-js.
 */
export const SUPPORTED_PHONE_COUNTRIES: readonly SupportedPhoneCountry[] = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ supported('IL', 'Israel'),
  /* @__PURE__ */ supported('JP', 'Japan'),
  /* @__PURE__ */ supported('IT', 'Italy'),
  /* @__PURE__ */ supported('US', 'United States'),
  /* @__PURE__ */ supported('UA', 'Ukraine'),
]);

/** The supported country with this calling code (a leading plus is ignored), or undefined. */
export function findPhoneCountry(countryCode: string): SupportedPhoneCountry | undefined {
  const code = countryCode.trim().startsWith('+') ? countryCode.trim().slice(1) : countryCode.trim();
  return SUPPORTED_PHONE_COUNTRIES.find((candidate) => candidate.countryCode === code);
}

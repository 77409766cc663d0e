import { CountryCode, postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { VALIDATION_MESSAGES } from './validationMessages.ts';
import { findFreeTextZipCodeProblem } from './zipCodeText.ts';

/** Country texts as records hold them that are not an ISO code nor the country's English name. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
};

let countriesByName: Map<string, string> | undefined;

/** The English names of the countries postcode-validator knows a pattern for, lower-cased, to their ISO codes. */
function getCountriesByName(): Map<string, string> {
  if (countriesByName) return countriesByName;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  countriesByName = new Map();
  for (const code of Object.values(CountryCode) as string[]) {
    // Codes that are no region of the standard (postcode-validator's `UK`) have no name.
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      name = undefined;
    }
    if (name) countriesByName.set(name.toLowerCase(), code);
  }
  return countriesByName;
}

/**
 * The ISO 3166 code of a client's `country` whose zip codes have a known pattern: the country is read as a code
 * (`US`, `JP`), its English name (`Japan`) or a usual alias (`USA`), case and spaces aside; null for none given, an
 * unknown country or one without a pattern.
 */
export function findZipCodeCountry(country: string | null | undefined): string | null {
  const text = country?.trim().toLowerCase() ?? '';
  if (text === '') return null;
  const code = COUNTRY_ALIASES[text] ?? getCountriesByName().get(text) ?? text.toUpperCase();
  return postcodeValidatorExistsForCountry(code) ? code : null;
}

/**
 * Checks a zip code as the client's country says, with postcode-validator's patterns (a US zip is five digits, or five
 * and four: `12345-6789`; a Japanese one `100-0001`): the message of the problem, or undefined when it is fine. A
 * country without a known pattern (or none given) takes free text of up to 20 characters with at least one letter or
 * digit, so punctuation alone is never a zip code. An empty zip code is no zip code and is fine.
 */
export function findZipCodeProblem(zipCode: string, country: string | null | undefined): string | undefined {
  const zip = zipCode.trim();
  if (zip === '') return undefined;
  const code = findZipCodeCountry(country);
  if (code !== null) return postcodeValidator(zip, code) ? undefined : VALIDATION_MESSAGES.invalidZipCode;
  return findFreeTextZipCodeProblem(zip);
}

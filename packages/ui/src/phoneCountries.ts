/** A country offered for a phone number. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The country's name as shown; the portal passes translated names. */
  name: string;
  /** International dialling code without the plus, e.g. `972`. */
  dialCode: string;
}

/**
 * The countries multi-factor sign-in supports (specification part 2, §2.4), in its order; the default of
 * {@link PhoneField}'s `countries`. Names are English: the portal maps them through its translations.
 */
export const MFA_PHONE_COUNTRIES: readonly PhoneCountry[] = Object.freeze([
  { code: 'IL', name: 'Israel', dialCode: '972' },
  { code: 'JP', name: 'Japan', dialCode: '81' },
  { code: 'IT', name: 'Italy', dialCode: '39' },
  { code: 'US', name: 'United States', dialCode: '1' },
  { code: 'UA', name: 'Ukraine', dialCode: '380' },
]);

import {
  findZipCodeProblem,
  formatMaxSymbolsMessage,
  NAME_LENGTH,
  PLACE_MAX_LENGTH,
  patientDetailsInputSchema,
  personNameSchema,
  readStoredPatientPhone,
  VALIDATION_MESSAGES,
} from '@carecall/api-client';
import type { ClientFormValues } from './clientFormValues.ts';
import { validateFormBirthDate } from './validateFormBirthDate.ts';

/** The fields of the form that carry their own message. */
export const CLIENT_FORM_FIELDS = [
  'first_name',
  'last_name',
  'external_id',
  'birth_date',
  'email',
  'city',
  'state',
  'zip_code',
] as const;
export type ClientFormField = (typeof CLIENT_FORM_FIELDS)[number];

/** Messages keyed by field, as English source texts translated at display. */
export type ClientFormErrors = Partial<Record<ClientFormField, string>> & { phones?: Record<number, string> };

/**
 * Checks one field; names and the e-mail address use the api-client's schemas so the form and the server say the same
 * thing ('Field is required', 'Minimum 2 letters required', 'Maximum 80 symbols allowed', 'Invalid email').
 */
export function validateClientField(
  field: ClientFormField,
  values: ClientFormValues,
  currentYear: number,
): string | undefined {
  switch (field) {
    case 'first_name':
    case 'last_name': {
      const result = personNameSchema.safeParse(values[field]);
      return result.success ? undefined : result.error.issues[0]?.message;
    }
    case 'external_id':
      return values.external_id.trim() === '' ? VALIDATION_MESSAGES.required : undefined;
    case 'birth_date':
      return validateFormBirthDate(values.birth_date, currentYear);
    case 'email': {
      // The server's own rule: an empty address is none, any other must be an e-mail address.
      const result = patientDetailsInputSchema.shape.email.safeParse(values.email.trim());
      return result.success ? undefined : result.error.issues[0]?.message;
    }
    case 'city':
    case 'state':
      return values[field].length > PLACE_MAX_LENGTH ? formatMaxSymbolsMessage(PLACE_MAX_LENGTH) : undefined;
    case 'zip_code':
      // The server's rule: the client's country's pattern (a US zip is 12345 or 12345-6789), else free text.
      return findZipCodeProblem(values.zip_code, values.country);
  }
}

/**
 * Checks a visible phone row: country code and number both required (after trimming), and read by libphonenumber-js
 * as a number of that calling code's country, as the server reads it ('Invalid phone').
 */
export function validatePhoneRow(phone: ClientFormValues['phones'][number]): string | undefined {
  if (phone.removed) return undefined;
  if (phone.country_code.trim() === '') return VALIDATION_MESSAGES.countryCodeRequired;
  if (phone.phone_number.trim() === '') return VALIDATION_MESSAGES.required;
  if (!readStoredPatientPhone(`${phone.country_code.trim()}-${phone.phone_number.trim()}`)) {
    return VALIDATION_MESSAGES.invalidPhone;
  }
  return undefined;
}

/** Checks the whole form before it is sent; empty when it may go. */
export function validateClientForm(values: ClientFormValues, currentYear: number): ClientFormErrors {
  const errors: ClientFormErrors = {};
  for (const field of CLIENT_FORM_FIELDS) {
    const message = validateClientField(field, values, currentYear);
    if (message) errors[field] = message;
  }
  const phones: Record<number, string> = {};
  values.phones.forEach((phone, index) => {
    const message = validatePhoneRow(phone);
    if (message) phones[index] = message;
  });
  if (Object.keys(phones).length > 0) errors.phones = phones;
  return errors;
}

/** Whether a validation result lets the form be sent. */
export function isClientFormValid(errors: ClientFormErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The name limits, for hints. */
export const CLIENT_NAME_LENGTH = NAME_LENGTH;

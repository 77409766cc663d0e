import {
  countryCodeSchema,
  newUserSchema,
  personNameSchema,
  readNewUserPhone,
  userLanguageSchema,
  userPhoneNumberSchema,
  VALIDATION_MESSAGES,
} from '@carecall/api-client';

/** The add-user form as typed. */
export interface NewUserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  language: 'en' | 'ja' | null;
  country_code: string;
  phone_number: string;
  is_emergency_contact: boolean;
  is_callcentre_agent: boolean;
}

/** The fields that can be wrong. */
export type NewUserField = 'first_name' | 'last_name' | 'email' | 'language' | 'country_code' | 'phone_number';

/** The fields in form order, so the first error gets the focus. */
export const NEW_USER_FIELDS: readonly NewUserField[] = [
  'first_name',
  'last_name',
  'email',
  'language',
  'country_code',
  'phone_number',
];

/** An empty form. */
export const EMPTY_NEW_USER: NewUserFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  language: null,
  country_code: '',
  phone_number: '',
  is_emergency_contact: false,
  is_callcentre_agent: false,
};

/** The part of a zod schema the form uses (the portal reaches zod only through the api-client's schemas). */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

function firstIssue(schema: SafeParser, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * One field's error as the specification's English text, checked with the same schemas the server uses:
 * names required, 2 to 80 characters; e-mail required and valid; language required; country code required and
 * digits without a leading zero; phone read by libphonenumber-js as a number of that country code (international, or as
 * written at home). Undefined when the field is fine.
 */
export function validateNewUserField(field: NewUserField, values: NewUserFormValues): string | undefined {
  switch (field) {
    case 'first_name':
    case 'last_name':
      return firstIssue(personNameSchema, values[field]);
    case 'email':
      return values.email.trim() === ''
        ? VALIDATION_MESSAGES.required
        : firstIssue(newUserSchema.shape.email, values.email.trim());
    case 'language':
      return firstIssue(userLanguageSchema, values.language ?? undefined);
    case 'country_code':
      return firstIssue(countryCodeSchema, values.country_code);
    case 'phone_number': {
      const issue = firstIssue(userPhoneNumberSchema, values.phone_number);
      // Read against the country code as the server stores it, once that code is itself valid.
      if (issue || firstIssue(countryCodeSchema, values.country_code)) return issue;
      return readNewUserPhone(values.country_code, values.phone_number).ok
        ? undefined
        : VALIDATION_MESSAGES.invalidPhone;
    }
  }
}

/** Every field's error; an empty object means the form can be sent. */
export function validateNewUser(values: NewUserFormValues): Partial<Record<NewUserField, string>> {
  const errors: Partial<Record<NewUserField, string>> = {};
  for (const field of NEW_USER_FIELDS) {
    const message = validateNewUserField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

import { z } from 'zod';
import { dateOnlySchema } from './dateString.ts';
import { personNameSchema } from './personName.ts';
import { formatMaxSymbolsMessage, VALIDATION_MESSAGES } from './validationMessages.ts';
import { findFreeTextZipCodeProblem } from './zipCodeText.ts';

/** The languages a client can be called in; `none` when not chosen. */
export const patientLanguageSchema = z.enum(['en-US', 'es-US', 'none'], { error: VALIDATION_MESSAGES.chooseOption });
export type PatientLanguage = z.infer<typeof patientLanguageSchema>;

/** A client's gender as forms offer it. */
export const genderSchema = z.enum(['male', 'female'], { error: VALIDATION_MESSAGES.chooseOption });
export type Gender = z.infer<typeof genderSchema>;

/** Longest city and state. */
export const PLACE_MAX_LENGTH = 65;

/** Earliest birth year is after this one. */
export const BIRTH_YEAR_LOWER_BOUND = 1900;

/**
 * A birth date, `YYYY-MM-DD`, of a real calendar day with a year after 1900 and not beyond the current year ('Invalid
 * birth date'). The portal's form enters it as MM-DD-YYYY and converts it.
 */
export const birthDateSchema = z.iso.date({ error: VALIDATION_MESSAGES.invalidBirthDate, abort: true }).refine(
  (date) => {
    const year = Number(date.slice(0, 4));
    return year > BIRTH_YEAR_LOWER_BOUND && year <= new Date().getUTCFullYear();
  },
  { error: VALIDATION_MESSAGES.invalidBirthDate },
);

const placeSchema = z.string().max(PLACE_MAX_LENGTH, { error: formatMaxSymbolsMessage(PLACE_MAX_LENGTH) });

/**
 * An optional field with a format (an e-mail, a choice, a date) that also takes the empty text as "not set": an empty
 * input is not a wrong one, and update sends cleared fields, so the server stores null either way.
 */
function emptyAsNull<T extends z.ZodType<string>>(schema: T, message: string) {
  return z
    .union([z.literal(''), schema], { error: message })
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

/** A client's personal details as the server answers them; optional details are null when unset. */
export const patientDetailsSchema = z.looseObject({
  first_name: z.string(),
  last_name: z.string(),
  external_id: z.string().nullable(),
  pronunciation: z.string().nullish(),
  birth_date: z.string().nullish(),
  gender: genderSchema.nullish(),
  clinic_name: z.string().nullish(),
  language: patientLanguageSchema.nullish(),
  email: z.string().nullish(),
  /** Important information about the client. */
  note: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string().nullish(),
  address: z.string().nullish(),
  zip_code: z.string().nullish(),
  /** Start of the active period, `YYYY-MM-DD`. */
  start_date: z.string().nullish(),
  /** End of the active period, `YYYY-MM-DD`. */
  end_date: z.string().nullish(),
  /** The client's numbers in display form, for lists; the editable phones are `patientPhones`. */
  phone_numbers: z.array(z.string()).optional(),
});
export type PatientDetails = z.infer<typeof patientDetailsSchema>;

/**
 * A client's details as create and update send them, with the client form's rules so the server answers
 * with the same field messages. Creation leaves empty values out; update sends them as null (an empty text is
 * taken as null too).
 */
export const patientDetailsInputSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  external_id: z.string({ error: VALIDATION_MESSAGES.required }).trim().min(1, { error: VALIDATION_MESSAGES.required }),
  birth_date: birthDateSchema,
  pronunciation: z.string().nullish(),
  gender: emptyAsNull(genderSchema, VALIDATION_MESSAGES.chooseOption),
  clinic_name: z.string().nullish(),
  language: emptyAsNull(patientLanguageSchema, VALIDATION_MESSAGES.chooseOption),
  email: emptyAsNull(z.email({ error: VALIDATION_MESSAGES.invalidEmail }), VALIDATION_MESSAGES.invalidEmail),
  note: z.string().nullish(),
  city: placeSchema.nullish(),
  state: placeSchema.nullish(),
  country: z.string().nullish(),
  address: z.string().nullish(),
  /** Checked here without a country (no punctuation alone); against the client's country by `checkZipCode`. */
  zip_code: z
    .string()
    .refine((zip) => findFreeTextZipCodeProblem(zip) === undefined, { error: VALIDATION_MESSAGES.invalidZipCode })
    .nullish(),
  start_date: emptyAsNull(dateOnlySchema, VALIDATION_MESSAGES.invalidDate),
  end_date: emptyAsNull(dateOnlySchema, VALIDATION_MESSAGES.invalidDate),
});
export type PatientDetailsInput = z.input<typeof patientDetailsInputSchema>;

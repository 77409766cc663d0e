import { z } from 'zod';
import { isNewUserPhoneText } from '../phone/readNewUserPhone.ts';
import { idSchema } from './id.ts';
import { personNameSchema } from './personName.ts';
import { recordVersionSchema } from './recordVersion.ts';
import { roleSchema } from './role.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** The interface languages a user can have. */
export const userLanguageSchema = z.enum(['en', 'ja'], { error: VALIDATION_MESSAGES.required });
export type UserLanguage = z.infer<typeof userLanguageSchema>;

/** A user of an organization as the users table lists it. */
export const userRecordSchema = z.looseObject({
  user_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  language: userLanguageSchema.optional(),
  is_callcentre_agent: z.boolean().optional(),
  is_emergency_contact: z.boolean().optional(),
  /** The user's version: every change of the user (by an admin, or their own phone) is based on it. */
  version: recordVersionSchema,
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/**
 * A phone country code: required ('Country code is required'), digits only with no leading zero ('Field may contain
 * only numbers').
 */
export const countryCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.countryCodeRequired })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.countryCodeRequired, abort: true })
  .regex(/^[1-9]\d{0,3}$/, { error: VALIDATION_MESSAGES.onlyNumbers });

/**
 * The add-user form's phone number, read by libphonenumber-js: an international number (`+code-digits`) or a number
 * as written at home ('Invalid phone'). Whether it fits `country_code` is `readNewUserPhone`'s check, the server's
 * and the form's alike.
 */
export const userPhoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.required, abort: true })
  .refine(isNewUserPhoneText, { error: VALIDATION_MESSAGES.invalidPhone });

/** The body of `POST /admin/userWithEmail`, validated with the form's messages. */
export const newUserSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  email: z.email({ error: VALIDATION_MESSAGES.invalidEmail }),
  language: userLanguageSchema,
  country_code: countryCodeSchema,
  phone_number: userPhoneNumberSchema,
  is_emergency_contact: z.boolean().default(false),
  is_callcentre_agent: z.boolean().default(false),
  /** The organization the user joins; the selected organization when absent. */
  organization_id: idSchema.optional(),
});
export type NewUser = z.input<typeof newUserSchema>;

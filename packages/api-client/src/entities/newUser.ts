import { z } from 'zod';
import { isNewUserPhoneText } from '../phone/readNewUserPhone.ts';
import { countryCodeSchema } from './countryCode.ts';
import { idSchema } from './id.ts';
import { personNameSchema } from './personName.ts';
import { userLanguageSchema } from './user.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

// Its own module, apart from the user records every screen reads: the phone check brings libphonenumber-js's
// metadata, which only the add-user form and its route need.

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

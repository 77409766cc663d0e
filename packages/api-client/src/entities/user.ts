import { z } from 'zod';
import { idSchema } from './id.ts';
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

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

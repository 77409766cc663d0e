import { z } from 'zod';
import { idSchema } from './id.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

/** The kinds of phone a client can have; the editor offers home and mobile. */
export const phoneLabelSchema = z.enum(['home', 'work', 'mobile', 'spouse', 'sibling', 'child'], {
  error: VALIDATION_MESSAGES.chooseOption,
});
export type PhoneLabel = z.infer<typeof phoneLabelSchema>;

/**
 * The text an update sends as `phone_number` to remove that phone: removing a phone marks its number as the text
 * `null`.
 */
export const REMOVED_PHONE_NUMBER = 'null';

/** A client phone as the server stores and answers it; the editor splits `phone_number` on load. */
export const patientPhoneSchema = z.looseObject({
  id: idSchema,
  phone_number: z.string(),
  label: phoneLabelSchema,
  is_default: z.boolean(),
});
export type PatientPhone = z.infer<typeof patientPhoneSchema>;

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

/** A stored client phone number: country code and number joined by a hyphen, `972-501234567`. */
export const patientPhoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .regex(/^[1-9]\d{0,3}-\d{4,15}$/, { error: VALIDATION_MESSAGES.invalidPhone });

/** A client phone as the server stores and answers it; the editor splits `phone_number` on load. */
export const patientPhoneSchema = z.looseObject({
  id: idSchema,
  phone_number: z.string(),
  label: phoneLabelSchema,
  is_default: z.boolean(),
});
export type PatientPhone = z.infer<typeof patientPhoneSchema>;

/** A client phone as create and update send it: no id for a new phone, and the number may be the removal marker. */
export const patientPhoneInputSchema = z.object({
  id: idSchema.optional(),
  phone_number: z.union([z.literal(REMOVED_PHONE_NUMBER), patientPhoneNumberSchema], {
    error: VALIDATION_MESSAGES.invalidPhone,
  }),
  label: phoneLabelSchema,
  is_default: z.boolean().default(false),
});
export type PatientPhoneInput = z.input<typeof patientPhoneInputSchema>;

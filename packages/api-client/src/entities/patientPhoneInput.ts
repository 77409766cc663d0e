import { z } from 'zod';
import { joinPhoneNumber } from '../phone/splitCustomPhoneNumber.ts';
import { readStoredPatientPhone } from '../phone/storedPatientPhone.ts';
import { idSchema } from './id.ts';
import { phoneLabelSchema, REMOVED_PHONE_NUMBER } from './patientPhone.ts';
import { VALIDATION_MESSAGES } from './validationMessages.ts';

// Its own module, apart from the client records every screen reads: the phone check brings libphonenumber-js's
// metadata, which only the client forms and their routes need.

/**
 * A client phone as create and update send it, `972-501234567`: a calling code, a hyphen and the number as written in
 * that country, read by libphonenumber-js ('Invalid phone') and answered as stored, `code-nationalNumber` (separators
 * and a trunk 0 dropped).
 */
export const patientPhoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.required })
  .trim()
  .transform((text, context) => {
    const phone = readStoredPatientPhone(text);
    if (phone !== undefined) return joinPhoneNumber(phone);
    context.issues.push({ code: 'custom', input: text, message: VALIDATION_MESSAGES.invalidPhone });
    return z.NEVER;
  });

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

import { z } from 'zod';
import { patientDetailsInputSchema } from './patientDetails.ts';
import { patientPhoneInputSchema } from './patientPhoneInput.ts';
import { patientScheduleSchema, schedulerFrequencySchema } from './patientSchedule.ts';
import { recordVersionSchema } from './recordVersion.ts';
import { findZipCodeProblem } from './zipCode.ts';
import { findFreeTextZipCodeProblem } from './zipCodeText.ts';

/**
 * Checks a client's zip code against their country (`findZipCodeProblem`) on a whole details object, naming
 * `zip_code`; for the object schemas that hold both fields (`patientDetailsInputSchema` stays unrefined, so it can be
 * made partial).
 */
function checkZipCode(
  details: { zip_code?: string | null | undefined; country?: string | null | undefined },
  context: z.RefinementCtx,
): void {
  const zip = details.zip_code ?? '';
  // A zip code the field refused already (punctuation alone) is named once.
  if (findFreeTextZipCodeProblem(zip) !== undefined) return;
  const message = findZipCodeProblem(zip, details.country);
  if (message) context.addIssue({ code: 'custom', path: ['zip_code'], message });
}

/** The body of `POST /user/patient` and `PUT /user/patient/{id}`: details, phones and schedule. */
export const patientInputSchema = z.object({
  patientDetails: patientDetailsInputSchema.superRefine(checkZipCode),
  patientPhones: z.array(patientPhoneInputSchema).default([]),
  patientSchedule: patientScheduleSchema.default([]),
  patientSchedulerFrequency: schedulerFrequencySchema.nullish(),
});
export type PatientInput = z.input<typeof patientInputSchema>;

/** The body of `PUT /user/patient/{id}`: the whole form, and the client's version it was loaded at. */
export const patientUpdateSchema = patientInputSchema.extend({ version: recordVersionSchema });
export type PatientUpdate = z.input<typeof patientUpdateSchema>;

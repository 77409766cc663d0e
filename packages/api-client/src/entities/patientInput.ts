import { z } from 'zod';
import { checkZipCode, patientDetailsInputSchema } from './patientDetails.ts';
import { patientPhoneInputSchema } from './patientPhoneInput.ts';
import { patientScheduleSchema, schedulerFrequencySchema } from './patientSchedule.ts';
import { recordVersionSchema } from './recordVersion.ts';

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

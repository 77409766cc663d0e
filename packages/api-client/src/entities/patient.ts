import { z } from 'zod';
import { timestampSchema } from './dateString.ts';
import { idSchema } from './id.ts';
import { patientDetailsSchema } from './patientDetails.ts';
import { patientPhoneSchema } from './patientPhone.ts';
import { patientScheduleSchema, schedulerFrequencySchema } from './patientSchedule.ts';
import { patientTagsSchema } from './patientTag.ts';
import { recordVersionSchema } from './recordVersion.ts';

/** A client (patient) as `GET /user/patient/{id}` answers it. */
export const patientSchema = z.looseObject({
  patientId: idSchema,
  patientDetails: patientDetailsSchema,
  patientPhones: z.array(patientPhoneSchema),
  patientSchedule: patientScheduleSchema,
  patientSchedulerFrequency: schedulerFrequencySchema.nullable(),
  patientTags: patientTagsSchema,
  isDemoPatient: z.boolean(),
  /** The most recent call, for "last call" displays; null before the first call. */
  latestCall: z.looseObject({ start_date: timestampSchema }).nullable(),
  /** When the client's record was last touched through the API. */
  last_api_call: timestampSchema.nullish(),
  isCallTranscriptionOn: z.boolean(),
  /** False exactly when the consent tag says declined. */
  activePatient: z.boolean(),
  /**
   * The client's version: one for the client and everything saved with it (details, phones, schedule, frequency,
   * type, transcription, tags, diagnoses), so every write of any of them sends it and gets the next one back.
   */
  version: recordVersionSchema,
});
export type Patient = z.infer<typeof patientSchema>;

/** What every write of a client adds to its body: the version of the client the change is based on. */
export const clientVersionShape = { version: recordVersionSchema };

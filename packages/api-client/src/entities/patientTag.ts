import { z } from 'zod';

/** The name of the tag that holds a client's consent to being called. */
export const CONSENT_TAG_NAME = 'consent call';

/** The consent tag's `params`; a missing consent is the tag's absence. */
export const consentParamsSchema = z.enum(['accepted', 'declined']);
export type ConsentParams = z.infer<typeof consentParamsSchema>;

/** Why a client declined; travels as the consent tag's `description`. */
export const consentDeclineReasonSchema = z.enum([
  'in control of their health',
  "don't want to be recorded",
  'weekly calls too frequent',
  'gave no reason',
]);
export type ConsentDeclineReason = z.infer<typeof consentDeclineReasonSchema>;

/** One tag on a client, keyed by its name in `patientTags`. */
export const patientTagSchema = z.looseObject({
  params: z.string().nullable(),
  description: z.string().nullish(),
});
export type PatientTag = z.infer<typeof patientTagSchema>;

/** A client's tags keyed by tag name. */
export const patientTagsSchema = z.record(z.string(), patientTagSchema);
export type PatientTags = z.infer<typeof patientTagsSchema>;

/** A client is inactive exactly when its consent tag says declined. */
export function isActivePatient(tags: PatientTags): boolean {
  return tags[CONSENT_TAG_NAME]?.params !== 'declined';
}

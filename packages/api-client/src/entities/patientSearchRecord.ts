import { z } from 'zod';
import { idSchema } from './id.ts';

/**
 * One client as the client list and the client search load it: enough for a card, the
 * filters and the sort, without the full record.
 */
export const patientSearchRecordSchema = z.looseObject({
  patient_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  external_id: z.string().nullable(),
  /** Phone numbers in their stored `code-number` form. */
  phones: z.array(z.string()),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  /** The card's address line: the city plus the state, or the country when there is no state; null when neither. */
  address: z.string().nullable(),
  age: z.number().int().nonnegative().nullable(),
  /** `accepted` means consented; null when the consent tag is missing. */
  consent: z.enum(['accepted', 'declined']).nullable(),
  last_call_start_date: z.string().nullable(),
  /** 1 means active. */
  active: z.union([z.literal(0), z.literal(1)]),
});
export type PatientSearchRecord = z.infer<typeof patientSearchRecordSchema>;

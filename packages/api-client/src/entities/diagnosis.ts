import { z } from 'zod';
import { idSchema } from './id.ts';

/** A diagnosis found by the search: its id, code and name. */
export const diagnosisSchema = z.looseObject({
  id: idSchema,
  code: z.string(),
  diagnosis: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

/**
 * A diagnosis attached to a client. Removal sets `active` 0 and `order` null; active links are numbered from 1 and
 * inactive ones follow them.
 */
export const diagnosisLinkSchema = z.looseObject({
  patient_id: idSchema,
  entity_id: idSchema,
  entity_type: z.literal('diagnosis'),
  order: z.number().int().positive().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
  date_created: z.string(),
  /** The linked diagnosis, for display. */
  code: z.string().optional(),
  diagnosis: z.string().optional(),
});
export type DiagnosisLink = z.infer<typeof diagnosisLinkSchema>;

/** One change to a client's diagnoses: add or reorder (active 1) or remove (active 0, order null). */
export const diagnosisLinkUpdateSchema = z.object({
  entity_id: idSchema,
  entity_type: z.literal('diagnosis').default('diagnosis'),
  order: z.number().int().positive().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
});
export type DiagnosisLinkUpdate = z.input<typeof diagnosisLinkUpdateSchema>;

import type { patientDetailsInputSchema } from '@carecall/api-client';
import type { z } from 'zod';
import type { patients } from '../db/schema/index.ts';

/** Client details after the contract's schema parsed them. */
export type ParsedPatientDetails = z.output<typeof patientDetailsInputSchema>;

/** The detail columns a request may write, by their wire names: the allow-list of every client update. */
export const PATIENT_DETAIL_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  external_id: 'externalId',
  pronunciation: 'pronunciation',
  birth_date: 'birthDate',
  gender: 'gender',
  clinic_name: 'clinicName',
  language: 'language',
  email: 'email',
  note: 'note',
  city: 'city',
  state: 'state',
  country: 'country',
  address: 'address',
  zip_code: 'zipCode',
  start_date: 'startDate',
  end_date: 'endDate',
} as const satisfies Record<keyof ParsedPatientDetails, keyof typeof patients.$inferInsert>;

/** A wire name of a writable detail. */
export type PatientDetailField = keyof typeof PATIENT_DETAIL_COLUMNS;

/** The active-period fields only super admins set. */
export const ACTIVE_PERIOD_FIELDS = ['start_date', 'end_date'] as const satisfies readonly PatientDetailField[];

/** Values as the detail columns take them. */
export type PatientDetailColumns = Partial<
  Pick<typeof patients.$inferInsert, (typeof PATIENT_DETAIL_COLUMNS)[PatientDetailField]>
>;

/**
 * Maps the details present in a request onto their columns, trimming texts and storing empty ones as null (update
 * sends cleared fields as null or empty; both mean "not set"). Absent fields are left out, so a partial update
 * touches only what it names.
 */
export function toPatientDetailColumns(details: Partial<ParsedPatientDetails>): PatientDetailColumns {
  const columns: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(PATIENT_DETAIL_COLUMNS)) {
    const value = details[field as PatientDetailField];
    if (value === undefined) continue;
    const text = value === null ? '' : value.trim();
    columns[column] = text === '' ? null : text;
  }
  return columns as PatientDetailColumns;
}

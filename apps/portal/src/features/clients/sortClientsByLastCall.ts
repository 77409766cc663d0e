import type { PatientSearchRecord } from '@carecall/api-client';

/** The client list's default order (part 1 §2): last call newest first, clients never called last, then by name. */
export function sortClientsByLastCall(patients: readonly PatientSearchRecord[]): PatientSearchRecord[] {
  const time = (patient: PatientSearchRecord) =>
    patient.last_call_start_date ? Date.parse(patient.last_call_start_date) || 0 : Number.NEGATIVE_INFINITY;
  return [...patients].sort(
    (a, b) =>
      time(b) - time(a) ||
      a.first_name.localeCompare(b.first_name, undefined, { sensitivity: 'base' }) ||
      a.last_name.localeCompare(b.last_name, undefined, { sensitivity: 'base' }),
  );
}

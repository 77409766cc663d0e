import { type FieldError, REMOVED_PHONE_NUMBER } from '@carecall/api-client';
import { isValidTimeZone } from './isValidTimeZone.ts';

/** The parts of a create or update body checked beyond the contract's schema. */
export interface PatientInputToCheck {
  patientPhones: readonly { phone_number: string; is_default: boolean }[];
  patientSchedule: readonly { timezone: string }[];
}

/**
 * The rules the contract's schemas leave to the server, as field errors: every schedule's time zone must exist, and
 * at most one kept phone is the default (the one calls use first).
 */
export function findPatientInputProblems(input: PatientInputToCheck): FieldError[] {
  const problems: FieldError[] = [];
  input.patientSchedule.forEach((slot, index) => {
    if (!isValidTimeZone(slot.timezone))
      problems.push({ path: `patientSchedule.${index}.timezone`, message: 'Invalid time zone' });
  });
  let defaults = 0;
  input.patientPhones.forEach((phone, index) => {
    if (phone.phone_number === REMOVED_PHONE_NUMBER || !phone.is_default) return;
    defaults += 1;
    if (defaults > 1)
      problems.push({ path: `patientPhones.${index}.is_default`, message: 'Only one phone can be the default' });
  });
  return problems;
}

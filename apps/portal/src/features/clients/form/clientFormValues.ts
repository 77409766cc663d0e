import type { DaysFrequency, Gender, Patient, PatientLanguage } from '@carecall/api-client';
import { convertIsoDateToForm } from './convertBirthDate.ts';

/** The labels the phone editor offers. */
export type EditorPhoneLabel = 'home' | 'mobile';

/** One phone row of the editor: the stored `code-number` split in two; `removed` rows are hidden and sent as 'null'. */
export interface PhoneFormValue {
  id?: number;
  country_code: string;
  phone_number: string;
  label: EditorPhoneLabel | '';
  removed: boolean;
}

/** One weekly call slot as the editor holds it. */
export interface ScheduleFormValue {
  id?: number;
  day_of_week: number;
  time: string;
  timezone: string;
}

/** Everything the basic-details form edits; texts stay texts until the payload is built. */
export interface ClientFormValues {
  first_name: string;
  last_name: string;
  external_id: string;
  /** `MM-DD-YYYY`, as typed. */
  birth_date: string;
  gender: Gender | '';
  language: PatientLanguage | '';
  email: string;
  city: string;
  state: string;
  zip_code: string;
  /** The client's country as stored, which the zip code must suit; not edited on this form. */
  country: string;
  address: string;
  /** Active period, `YYYY-MM-DD` (super admins only). */
  start_date: string;
  end_date: string;
  phones: PhoneFormValue[];
  schedules: ScheduleFormValue[];
  frequency: DaysFrequency | null;
}

/** The empty form of a new client. */
export const EMPTY_CLIENT_FORM: ClientFormValues = {
  first_name: '',
  last_name: '',
  external_id: '',
  birth_date: '',
  gender: '',
  language: '',
  email: '',
  city: '',
  state: '',
  zip_code: '',
  country: '',
  address: '',
  start_date: '',
  end_date: '',
  phones: [],
  schedules: [],
  frequency: null,
};

/** Splits a stored `code-number` into its two editor fields (split on load). */
export function splitStoredPhone(stored: string): { country_code: string; phone_number: string } {
  const dash = stored.indexOf('-');
  if (dash < 0) return { country_code: '', phone_number: stored };
  return { country_code: stored.slice(0, dash), phone_number: stored.slice(dash + 1) };
}

/** Fills the form from a loaded client, so details edits what the server holds. */
export function toClientFormValues(patient: Patient): ClientFormValues {
  const details = patient.patientDetails;
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    external_id: details.external_id ?? '',
    birth_date: convertIsoDateToForm(details.birth_date),
    gender: details.gender ?? '',
    language: details.language ?? '',
    email: details.email ?? '',
    city: details.city ?? '',
    state: details.state ?? '',
    zip_code: details.zip_code ?? '',
    country: details.country ?? '',
    address: details.address ?? '',
    start_date: details.start_date?.slice(0, 10) ?? '',
    end_date: details.end_date?.slice(0, 10) ?? '',
    phones: patient.patientPhones.map((phone) => ({
      id: phone.id,
      ...splitStoredPhone(phone.phone_number),
      label: phone.label === 'home' || phone.label === 'mobile' ? phone.label : '',
      removed: false,
    })),
    schedules: patient.patientSchedule.map((item) => ({
      ...(item.id === undefined ? {} : { id: item.id }),
      day_of_week: item.day_of_week,
      time: item.time.slice(0, 5),
      timezone: item.timezone,
    })),
    frequency: patient.patientSchedulerFrequency?.days_frequency ?? null,
  };
}

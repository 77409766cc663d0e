import { joinPhoneNumber, type PatientInput, type PatientPhoneInput, REMOVED_PHONE_NUMBER } from '@carecall/api-client';
import type { ClientFormValues } from './clientFormValues.ts';
import { convertFormDateToIso } from './convertBirthDate.ts';

const DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'external_id',
  'gender',
  'language',
  'email',
  'city',
  'state',
  'zip_code',
  'address',
  'start_date',
  'end_date',
] as const;

function collectDetails(values: ClientFormValues, empty: 'omit' | 'null') {
  const details: Record<string, string | null> = {};
  for (const field of DETAIL_FIELDS) {
    const text = values[field].trim();
    if (text !== '') details[field] = text;
    else if (empty === 'null') details[field] = null;
  }
  const birth = convertFormDateToIso(values.birth_date);
  if (birth) details.birth_date = birth;
  else if (empty === 'null') details.birth_date = null;
  return details;
}

function toPhoneInput(phone: ClientFormValues['phones'][number]): PatientPhoneInput {
  return {
    ...(phone.id === undefined ? {} : { id: phone.id }),
    phone_number: phone.removed
      ? REMOVED_PHONE_NUMBER
      : joinPhoneNumber({ countryCode: phone.country_code, number: phone.phone_number.trim() }),
    label: phone.label === '' ? 'home' : phone.label,
    is_default: false,
  };
}

function toSchedule(values: ClientFormValues) {
  return values.schedules.map((item) => ({
    ...(item.id === undefined ? {} : { id: item.id }),
    day_of_week: item.day_of_week,
    time: item.time,
    timezone: item.timezone,
  }));
}

/**
 * The body of `POST /user/patient`: empty values are left out, removed rows never existed, so the server
 * stores only what was entered.
 */
export function buildCreatePayload(values: ClientFormValues): PatientInput {
  return {
    patientDetails: collectDetails(values, 'omit') as PatientInput['patientDetails'],
    patientPhones: values.phones.filter((phone) => !phone.removed).map(toPhoneInput),
    patientSchedule: toSchedule(values),
  };
}

/**
 * The body of `PUT /user/patient/{id}`: cleared fields go as null so the server clears them too, and a
 * removed stored phone goes with the number 'null'.
 */
export function buildUpdatePayload(values: ClientFormValues): PatientInput {
  return {
    patientDetails: collectDetails(values, 'null') as PatientInput['patientDetails'],
    patientPhones: values.phones.filter((phone) => !phone.removed || phone.id !== undefined).map(toPhoneInput),
    patientSchedule: toSchedule(values),
  };
}

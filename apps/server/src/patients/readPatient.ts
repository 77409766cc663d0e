import { type DaysFrequency, isActivePatient, type Patient, type PhoneLabel } from '@carecall/api-client';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.ts';
import { patientPhones, patientSchedules } from '../db/schema/index.ts';
import { readPatientTags } from './readPatientTags.ts';
import type { PatientRow } from './requireOrganizationPatient.ts';
import { joinPatientPhoneNumber } from './splitPatientPhoneNumber.ts';

const DAYS_FREQUENCIES: readonly DaysFrequency[] = [1, 14, 21, 28];

function toDaysFrequency(value: number | null): DaysFrequency | null {
  return DAYS_FREQUENCIES.find((frequency) => frequency === value) ?? null;
}

/**
 * The whole client record the client pages load (`GET /user/patient/{id}` and every change's answer): details with
 * the display phone numbers, editable phones (default first), the weekly schedule by day, frequency, tags, and the
 * flags derived from them, and the client's `version`. Takes a row already scoped to the caller's organization;
 * phones, schedule and tags are read after it, so when a change lands in between the answer's version is the older
 * one and the next write based on it is refused, never accepted on top of data it did not show.
 */
export async function readPatient(db: Db, row: PatientRow): Promise<Patient> {
  const phones = await db
    .select()
    .from(patientPhones)
    .where(eq(patientPhones.patientId, row.id))
    .orderBy(desc(patientPhones.isDefault), asc(patientPhones.id));
  const schedule = await db
    .select()
    .from(patientSchedules)
    .where(eq(patientSchedules.patientId, row.id))
    .orderBy(asc(patientSchedules.dayOfWeek));
  const tags = await readPatientTags(db, row.id);
  const daysFrequency = toDaysFrequency(row.daysFrequency);
  return {
    patientId: row.id,
    patientDetails: {
      first_name: row.firstName,
      last_name: row.lastName,
      external_id: row.externalId,
      pronunciation: row.pronunciation,
      birth_date: row.birthDate,
      gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
      clinic_name: row.clinicName,
      language: row.language === 'en-US' || row.language === 'es-US' || row.language === 'none' ? row.language : null,
      email: row.email,
      note: row.note,
      city: row.city,
      state: row.state,
      country: row.country,
      address: row.address,
      zip_code: row.zipCode,
      start_date: row.startDate,
      end_date: row.endDate,
      phone_numbers: phones.map(joinPatientPhoneNumber),
    },
    patientPhones: phones.map((phone) => ({
      id: phone.id,
      phone_number: joinPatientPhoneNumber(phone),
      label: phone.label as PhoneLabel,
      is_default: phone.isDefault,
    })),
    patientSchedule: schedule.map((slot) => ({
      id: slot.id,
      day_of_week: slot.dayOfWeek,
      time: slot.time,
      timezone: slot.timezone,
    })),
    patientSchedulerFrequency: daysFrequency === null ? null : { days_frequency: daysFrequency },
    patientTags: tags,
    isDemoPatient: row.isDemo,
    latestCall: row.lastCallStartedAt ? { start_date: row.lastCallStartedAt.toISOString() } : null,
    last_api_call: row.updatedAt.toISOString(),
    isCallTranscriptionOn: row.isCallTranscriptionOn,
    activePatient: isActivePatient(tags),
    version: row.version,
  };
}

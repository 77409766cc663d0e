import type { Patient, PatientSearchRecord, SettingsInput, UserRecord, UserSession } from '@carecall/api-client';

/** The signed-in admin of Demo Care, as `GET /user/auth/` answers. */
export const ADMIN_SESSION: UserSession = {
  user_id: 2,
  email: 'admin@demo.test',
  first_name: 'Alex',
  last_name: 'Admin',
  role: 151,
  is_lift_operator: false,
  language: 'en',
  additional_languages: [],
  measurement_type: 'metric',
  primary_details: {
    first_name: 'Alex',
    last_name: 'Admin',
    email: 'admin@demo.test',
    language: 'en',
    country_code: '1',
    phone_number: '2025550102',
  },
  selected_org: { id: 1, name: 'Demo Care', parent_id: null },
  organizations: [
    { id: 1, name: 'Demo Care', parent_id: null },
    { id: 2, name: 'Demo Care North', parent_id: 1 },
  ],
  organization_ids: [1, 2],
  userGroupsData: [],
  version: 1,
};

/** Settings with every feature of the shell on and a 30-minute inactivity timeout. */
export const ALL_ON_SETTINGS: SettingsInput = {
  timezone: 'UTC',
  'userLogOut.enabled': true,
  'userLogOut.timeInMin': 30,
  'clientSearch.enabled': true,
  'clientAssociation.enabled': true,
  version: 1,
};

/** Builds a client search record with sensible defaults. */
export function buildPatient(overrides: Partial<PatientSearchRecord> = {}): PatientSearchRecord {
  return {
    patient_id: 11,
    first_name: 'Takeshi',
    last_name: 'Sato',
    external_id: 'DC-1023',
    phones: ['81-368075462'],
    country: 'Japan',
    state: null,
    city: 'Tokyo',
    address: 'Tokyo, Japan',
    age: 50,
    consent: 'accepted',
    last_call_start_date: null,
    active: 1,
    ...overrides,
  };
}

/** Builds a user of the users table. */
export function buildUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    user_id: 3,
    first_name: 'Olivia',
    last_name: 'Operator',
    email: 'operator@demo.test',
    role: 101,
    version: 1,
    ...overrides,
  };
}

/**
 * Takeshi Sato, the client the client page and editor tests open (id 11, one home phone in Tokyo, called daily on
 * Tuesdays at nine), with any field replaced.
 */
export function buildStoredClient(overrides: Partial<Patient> = {}): Patient {
  return {
    patientId: 11,
    patientDetails: {
      first_name: 'Takeshi',
      last_name: 'Sato',
      external_id: 'DC-1023',
      birth_date: '1950-03-09',
      city: 'Tokyo',
    },
    patientPhones: [{ id: 5, phone_number: '81-368075462', label: 'home', is_default: true }],
    patientSchedule: [{ day_of_week: 2, time: '09:00', timezone: 'Asia/Tokyo' }],
    patientSchedulerFrequency: { days_frequency: 1 },
    patientTags: {},
    isDemoPatient: false,
    latestCall: null,
    isCallTranscriptionOn: false,
    activePatient: true,
    version: 1,
    ...overrides,
  };
}

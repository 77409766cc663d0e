import type { PatientSearchRecord, SettingsInput, UserRecord, UserSession } from '@carecall/api-client';

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

import type { z } from 'zod';
import type { callRecordSchema } from '../entities/call.ts';
import type { patientSchema } from '../entities/patient.ts';
import type { patientSearchRecordSchema } from '../entities/patientSearchRecord.ts';
import type { userSessionSchema } from '../entities/userSession.ts';

/** A realistic client as the server answers it. */
export function createPatientFixture(): z.input<typeof patientSchema> {
  return {
    patientId: 12,
    patientDetails: {
      first_name: 'Ruth',
      last_name: 'Cohen',
      external_id: 'EXT-0012',
      pronunciation: null,
      birth_date: '1944-05-17',
      gender: 'female',
      clinic_name: 'North Clinic',
      language: 'en-US',
      email: 'ruth.cohen@example.test',
      note: 'Hard of hearing; speak slowly.',
      city: 'Haifa',
      state: null,
      country: 'Israel',
      address: '12 Herzl St',
      zip_code: '3303112',
      start_date: '2026-01-01',
      end_date: null,
    },
    patientPhones: [
      { id: 31, phone_number: '972-501234567', label: 'mobile', is_default: true },
      { id: 32, phone_number: '972-48123456', label: 'home', is_default: false },
    ],
    patientSchedule: [
      { id: 5, day_of_week: 2, time: '09:00', timezone: 'Asia/Jerusalem' },
      { id: 6, day_of_week: 5, time: '14:30', timezone: 'Asia/Jerusalem' },
    ],
    patientSchedulerFrequency: { days_frequency: 1 },
    patientTags: { 'consent call': { params: 'accepted', description: null } },
    isDemoPatient: false,
    latestCall: { start_date: '2026-02-27T09:02:11.000Z' },
    last_api_call: '2026-02-27T09:20:00.000Z',
    isCallTranscriptionOn: true,
    activePatient: true,
    version: 7,
  };
}

/** A realistic client-list record. */
export function createPatientSearchRecordFixture(): z.input<typeof patientSearchRecordSchema> {
  return {
    patient_id: 12,
    first_name: 'Ruth',
    last_name: 'Cohen',
    external_id: 'EXT-0012',
    phones: ['972-501234567'],
    country: 'Israel',
    state: null,
    city: 'Haifa',
    address: 'Haifa, Israel',
    age: 81,
    consent: 'accepted',
    last_call_start_date: '2026-02-27T09:02:11.000Z',
    active: 1,
  };
}

/** A realistic answered, analysed operator call as `GET .../call/{callId}` answers it. */
export function createCallRecordFixture(): z.input<typeof callRecordSchema> {
  return {
    id: 501,
    patient_id: 12,
    source: 'phone',
    product: 'lift',
    status: 12,
    start_date: '2026-02-27T09:02:11.000Z',
    date_created: '2026-02-27T09:01:58.000Z',
    recording_time: 312,
    total_dial_time: 325,
    temp_download_link: 'https://recordings.example.test/501.mp3?sig=abc',
    patient_dial_status: 'completed',
    interviewer_call_status: 'completed',
    interviewer_details: { first_name: 'Dana', last_name: 'Levi' },
    Answer: [{ questionId: 3, answer: 'Yes' }],
    call_transcription_status: 'completed',
    was_recorded: true,
    callAnalysisLatest: {
      id: 77,
      date_modified: '2026-02-27T09:30:00.000Z',
      call_plot: null,
      response_status: 12,
      lta_status: 1,
      ca_status: 0,
      version: '3.2',
      analysis_url: null,
    },
    anomalyScores: { voiceScore: 0.82, voiceAnomalyType: 1 },
    completed: true,
    ongoing: false,
    isFailedCall: false,
    call_details: {
      was_recorded: true,
      product: 'lift',
      interviewer_call_status: 'completed',
      patient_dial_status: 'completed',
      temp_download_link: 'https://recordings.example.test/501.mp3?sig=abc',
    },
    CallNote: { id: 9, body: 'Feeling better than last week.' },
  };
}

/** A realistic signed-in admin as `GET /user/auth/` answers it. */
export function createUserSessionFixture(): z.input<typeof userSessionSchema> {
  return {
    user_id: 2,
    email: 'admin@demo.test',
    first_name: 'Avery',
    last_name: 'Admin',
    role: 151,
    is_lift_operator: false,
    language: 'en',
    additional_languages: ['es-US'],
    primary_details: { first_name: 'Avery', last_name: 'Admin', email: 'admin@demo.test', language: 'en' },
    selected_org: { id: 1, name: 'Demo Care', parent_id: null },
    organizations: [
      { id: 1, name: 'Demo Care', parent_id: null },
      { id: 2, name: 'Demo Care North', parent_id: 1 },
    ],
    organization_ids: [1, 2],
    userGroupsData: [{ id: 4, name: 'Nurses', organization_id: 1 }],
    version: 3,
  };
}

import type { CallListItem, CallRecord, Patient } from '@carecall/api-client';
import { buildStoredClient } from '../../../test/fixtures.ts';

/** A listed call of client 11 with sensible defaults: an answered, recorded, analysed operator call. */
export function buildCall(overrides: Partial<CallListItem> = {}): CallListItem {
  return {
    id: 501,
    patient_id: 11,
    source: 'voip',
    product: 'lift',
    status: 12,
    start_date: '2026-03-01T09:30:00.000Z',
    date_created: '2026-03-01T09:29:50.000Z',
    recording_time: 125,
    total_dial_time: 140,
    temp_download_link: '/api/recordings/501?sig=abc',
    patient_dial_status: 'completed',
    interviewer_call_status: 'completed',
    interviewer_details: { first_name: 'Olivia', last_name: 'Operator' },
    Answer: [],
    call_transcription_status: 'completed',
    was_recorded: true,
    callAnalysisLatest: {
      id: 9001,
      date_modified: '2026-03-01T10:00:00.000Z',
      call_plot: null,
      response_status: 12,
      lta_status: null,
      ca_status: null,
      version: '1',
      analysis_url: null,
      anomaly_type: 0,
      anomaly_kinds: [],
    },
    anomalyScores: null,
    patient_phone: '81-368075462',
    completed: true,
    ongoing: false,
    isFailedCall: false,
    ...overrides,
  };
}

/** One call as `GET …/call/{callId}` answers it. */
export function buildCallRecord(overrides: Partial<CallRecord> = {}): CallRecord {
  const call = buildCall(overrides);
  return {
    ...call,
    call_details: {
      was_recorded: call.was_recorded,
      product: call.product,
      interviewer_call_status: call.interviewer_call_status,
      patient_dial_status: call.patient_dial_status,
      temp_download_link: call.temp_download_link,
    },
    CallNote: null,
    ...overrides,
  };
}

/** Client 11 as `GET /user/patient/11` answers it. */
export function buildPatientRecord(): Patient {
  return buildStoredClient({
    patientDetails: {
      first_name: 'Takeshi',
      last_name: 'Sato',
      external_id: 'DC-1023',
      birth_date: '1975-04-02',
      gender: 'male',
      language: 'en-US',
      zip_code: '100-0001',
    },
    patientPhones: [],
    patientSchedule: [],
    patientSchedulerFrequency: null,
    isCallTranscriptionOn: true,
  });
}

/** The post-call question every call test asks first: a yes/no radio with no condition. */
export const SOUNDED_WELL_QUESTION = {
  id: 1,
  questionBody: 'Did the client sound well?',
  type: 'radio',
  options: ['Yes', 'No'],
  isCustomaizable: false,
  clientConditions: [],
};

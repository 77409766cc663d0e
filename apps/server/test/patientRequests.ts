import type { PatientInput } from '@carecall/api-client';
import { expect } from 'vitest';
import type { TestApp, TestSession } from './harness.ts';

/** A filled-in client form; `overrides` replaces parts of the details. */
export function buildPatientInput(details: Partial<PatientInput['patientDetails']> = {}): PatientInput {
  return {
    patientDetails: {
      first_name: 'Ruth',
      last_name: 'Cohen',
      external_id: 'EXT-0012',
      birth_date: '1944-05-17',
      gender: 'female',
      language: 'en-US',
      city: 'Haifa',
      country: 'Israel',
      email: 'ruth.cohen@example.test',
      ...details,
    },
    patientPhones: [
      { phone_number: '972-501234567', label: 'mobile', is_default: true },
      { phone_number: '972-48123456', label: 'home', is_default: false },
    ],
    patientSchedule: [
      { day_of_week: 2, time: '09:00', timezone: 'Asia/Jerusalem' },
      { day_of_week: 5, time: '16:30', timezone: 'Asia/Jerusalem' },
    ],
  };
}

/** Creates a client through the API in an organization and answers its id. */
export async function createPatient(
  session: TestSession,
  organizationId: number,
  input: PatientInput = buildPatientInput(),
): Promise<number> {
  const response = await session.inject({ method: 'POST', url: '/api/user/patient', organizationId, payload: input });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { patient_id: number } }>().data.patient_id;
}

/** The two demo organizations and a signed-in super admin, who belongs to both. */
export async function setUpTwoOrganizations(testApp: TestApp): Promise<{
  demoCare: number;
  north: number;
  superAdmin: TestSession;
}> {
  return {
    demoCare: await testApp.organizationId('Demo Care'),
    north: await testApp.organizationId('Demo Care North'),
    superAdmin: await testApp.signIn('super@demo.test'),
  };
}

/**
 * A request to one client endpoint, with a body valid for any client at version 1 (every seeded or new client), so
 * only access decides the answer.
 */
export interface ClientEndpointRequest {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (patientId: number) => string;
  payload?: (patientId: number) => unknown;
}

/** Every endpoint that names one client, for the access tests that must cover all of them. */
export const CLIENT_ENDPOINT_REQUESTS: readonly ClientEndpointRequest[] = [
  { id: 'patientsGet', method: 'GET', url: (id) => `/api/user/patient/${id}` },
  {
    id: 'patientsUpdate',
    method: 'PUT',
    url: (id) => `/api/user/patient/${id}`,
    payload: () => ({ ...buildPatientInput({ first_name: 'Intruder', external_id: 'INTRUDER-1' }), version: 1 }),
  },
  {
    id: 'patientsPatchActivePeriod',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}`,
    payload: () => ({ patientData: { end_date: '2030-01-01' }, version: 1 }),
  },
  {
    id: 'patientsUpdateFields',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/updatePatientFields`,
    payload: (id) => ({ patientId: id, updateParams: { city: 'Elsewhere' }, version: 1 }),
  },
  {
    id: 'patientsSetType',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/patientType`,
    payload: () => ({ isDemoPatient: true, version: 1 }),
  },
  {
    id: 'patientsSetTranscription',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/transcription`,
    payload: () => ({ isTranscription: true, version: 1 }),
  },
  {
    id: 'patientTagsAdd',
    method: 'POST',
    url: (id) => `/api/user/patient/${id}/tag`,
    payload: () => ({ name: 'consent call', params: 'declined', description: 'gave no reason', version: 1 }),
  },
  {
    id: 'patientTagsUpdate',
    method: 'PUT',
    url: (id) => `/api/user/patient/${id}/tag`,
    payload: () => ({ name: 'consent call', params: 'declined', description: 'gave no reason', version: 1 }),
  },
  {
    id: 'patientTagsRemove',
    method: 'DELETE',
    url: (id) => `/api/user/patient/${id}/tag`,
    payload: () => ({ name: 'consent call', version: 1 }),
  },
  { id: 'diagnosesList', method: 'GET', url: (id) => `/api/user/patient/${id}/diagnosis` },
  {
    id: 'diagnosesUpdate',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/diagnosis`,
    payload: () => ({
      patientProperties: [],
      propertiesToUpdate: [{ entity_id: 1, order: 1, active: 1 }],
      version: 1,
    }),
  },
  { id: 'diagnosesSearch', method: 'GET', url: (id) => `/api/user/patient/${id}/diagnosis/search?query=E11` },
  {
    id: 'schedulerSetFrequency',
    method: 'POST',
    url: (id) => `/api/user/scheduler/settings/${id}/frequency`,
    payload: () => ({ days_frequency: 28, version: 1 }),
  },
];

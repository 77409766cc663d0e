import type { DiagnosisLink, Patient, PatientSearchRecord, PatientTags } from '@carecall/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizationSettings, patients } from '../src/db/schema/index.ts';
import { getOrganizationToday } from '../src/patients/getOrganizationToday.ts';
import { listPatientSearchRecords } from '../src/patients/listPatientSearchRecords.ts';
import { createTestApp, type TestSession } from './harness.ts';
import { buildPatientInput, createPatient } from './patientRequests.ts';

async function readPatient(session: TestSession, organizationId: number, patientId: number): Promise<Patient> {
  const response = await session.inject({ method: 'GET', url: `/api/user/patient/${patientId}`, organizationId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Patient>();
}

async function listPatients(session: TestSession, organizationId: number, query = ''): Promise<PatientSearchRecord[]> {
  const response = await session.inject({ method: 'GET', url: `/api/user/patient${query}`, organizationId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ patients: PatientSearchRecord[] }>().patients;
}

/** The age on a given date of someone born on `birthDate`. */
function ageOn(today: string, birthDate: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

async function setUp() {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  return { testApp, demoCare, operator };
}

describe('clients: create and read', () => {
  it('creates a client with phones and schedule and reads it back', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const patient = await readPatient(operator, demoCare, patientId);
    expect(patient).toMatchObject({
      patientId,
      patientDetails: {
        first_name: 'Ruth',
        last_name: 'Cohen',
        external_id: 'EXT-0012',
        birth_date: '1944-05-17',
        gender: 'female',
        language: 'en-US',
        email: 'ruth.cohen@example.test',
        city: 'Haifa',
        state: null,
        country: 'Israel',
        start_date: null,
        phone_numbers: ['972-501234567', '972-48123456'],
      },
      patientSchedule: [
        { day_of_week: 2, time: '09:00', timezone: 'Asia/Jerusalem' },
        { day_of_week: 5, time: '16:30', timezone: 'Asia/Jerusalem' },
      ],
      patientSchedulerFrequency: null,
      patientTags: {},
      isDemoPatient: false,
      latestCall: null,
      isCallTranscriptionOn: false,
      activePatient: true,
    });
    expect(patient.patientPhones).toEqual([
      { id: expect.any(Number), phone_number: '972-501234567', label: 'mobile', is_default: true },
      { id: expect.any(Number), phone_number: '972-48123456', label: 'home', is_default: false },
    ]);
  });

  it('stores empty optional values of a creation as null and keeps the frequency', async () => {
    const { demoCare, operator } = await setUp();
    const input = buildPatientInput({ clinic_name: '  ', email: '', gender: '', note: '' });
    const patientId = await createPatient(operator, demoCare, {
      ...input,
      patientSchedulerFrequency: { days_frequency: 21 },
    });
    const patient = await readPatient(operator, demoCare, patientId);
    expect(patient.patientDetails).toMatchObject({ clinic_name: null, email: null, gender: null, note: null });
    expect(patient.patientSchedulerFrequency).toEqual({ days_frequency: 21 });
  });

  it('lets a super admin set the active period at creation', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const superAdmin = await testApp.signIn('super@demo.test');
    const input = buildPatientInput({ start_date: '2026-01-01', end_date: '2026-12-31' });
    const patientId = await createPatient(superAdmin, demoCare, input);
    const patient = await readPatient(superAdmin, demoCare, patientId);
    expect(patient.patientDetails).toMatchObject({ start_date: '2026-01-01', end_date: '2026-12-31' });
  });
});

describe('clients: the list', () => {
  it('answers search records of the selected organization, with the seeded demo clients', async () => {
    const { testApp, demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const records = await listPatients(operator, demoCare);
    expect(records.length).toBeGreaterThanOrEqual(41);
    const today = new Date().toISOString().slice(0, 10);
    expect(records.find((record) => record.patient_id === patientId)).toEqual({
      patient_id: patientId,
      first_name: 'Ruth',
      last_name: 'Cohen',
      external_id: 'EXT-0012',
      phones: ['972-501234567', '972-48123456'],
      country: 'Israel',
      state: null,
      city: 'Haifa',
      address: 'Haifa, Israel',
      age: ageOn(today, '1944-05-17'),
      consent: null,
      last_call_start_date: null,
      active: 1,
    });
    const portalSearch = await listPatients(operator, demoCare, '?format=portal_search');
    expect(portalSearch).toEqual(records);
    const north = await testApp.organizationId('Demo Care North');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const northRecords = await listPatients(northAdmin, north);
    expect(northRecords.length).toBeGreaterThan(0);
    const northIds = new Set(northRecords.map((record) => record.patient_id));
    expect(records.some((record) => northIds.has(record.patient_id))).toBe(false);
  });

  it('shows consent, activity and the last call of the demo clients', async () => {
    const { demoCare, operator } = await setUp();
    const records = await listPatients(operator, demoCare);
    expect(records.some((record) => record.consent === 'accepted' && record.active === 1)).toBe(true);
    expect(records.some((record) => record.consent === 'declined' && record.active === 0)).toBe(true);
    expect(records.some((record) => record.consent === null && record.active === 1)).toBe(true);
    expect(records.some((record) => record.last_call_start_date !== null)).toBe(true);
    expect(records.some((record) => record.state !== null && record.address?.endsWith(record.state))).toBe(true);
  });

  it('narrows by name, external id or phone digits', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    for (const search of ['ruth coh', 'Cohen Ruth', 'ext-0012', '50123', '+972-50-1234567']) {
      const records = await listPatients(
        operator,
        demoCare,
        `?format=portal_search&search=${encodeURIComponent(search)}`,
      );
      expect(
        records.map((record) => record.patient_id),
        search,
      ).toContain(patientId);
    }
    expect(await listPatients(operator, demoCare, '?search=zzzz-nobody')).toEqual([]);
    expect(await listPatients(operator, demoCare, `?search=${encodeURIComponent('%_\\')}`)).toEqual([]);
  });

  it('counts ages from today in the organization time zone, by the injected clock', async () => {
    const { testApp, demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const { db } = testApp.services;
    // 22:30 on 16 May in UTC is already 17 May, the client's birthday, in Jerusalem.
    const instant = new Date('2026-05-16T22:30:00Z');
    expect(await getOrganizationToday(testApp.services, demoCare, instant)).toBe('2026-05-16');
    await db
      .update(organizationSettings)
      .set({ settings: sql`${organizationSettings.settings} || '{"timezone":"Asia/Jerusalem"}'::jsonb` })
      .where(eq(organizationSettings.organizationId, demoCare));
    testApp.services.settingsCache.forget(demoCare);
    const today = await getOrganizationToday(testApp.services, demoCare, instant);
    expect(today).toBe('2026-05-17');
    const ageOf = async (date: string) =>
      (await listPatientSearchRecords(db, { organizationId: demoCare, today: date })).find(
        (record) => record.patient_id === patientId,
      )?.age;
    expect(await ageOf('2026-05-16')).toBe(81);
    expect(await ageOf(today)).toBe(82);
  });
});

describe('clients: the cached list stays current', () => {
  it('shows every change at once, whoever made it and on whichever instance', async () => {
    const { testApp, demoCare, operator } = await setUp();
    const first = await listPatients(operator, demoCare);
    const patientId = await createPatient(operator, demoCare);
    const recordOf = async (session: TestSession) =>
      (await listPatients(session, demoCare)).find((record) => record.patient_id === patientId);
    expect((await listPatients(operator, demoCare)).length).toBe(first.length + 1);

    await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${patientId}/tag`,
      organizationId: demoCare,
      payload: { name: 'consent call', params: 'accepted', version: 1 },
    });
    expect(await recordOf(operator)).toMatchObject({ consent: 'accepted' });

    // Another backend (the calls one) records a call straight in the table.
    await testApp.services.db
      .update(patients)
      .set({ lastCallStartedAt: new Date('2026-03-01T09:30:00.000Z') })
      .where(eq(patients.id, patientId));
    expect(await recordOf(operator)).toMatchObject({ last_call_start_date: '2026-03-01T09:30:00.000Z' });

    // A second server instance on the same database changes a phone: the first one's list follows.
    const second = await createTestApp({ keepData: true });
    const secondOperator = await second.signIn('operator@demo.test');
    const update = await secondOperator.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: {
        ...buildPatientInput(),
        patientPhones: [{ phone_number: '1-2025550199', label: 'work', is_default: false }],
        version: 2,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await recordOf(operator))?.phones).toContain('1-2025550199');
  });
});

describe('clients: changes', () => {
  it('saves the details form: empty values as null, phones removed by the null marker, schedule replaced', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const before = await readPatient(operator, demoCare, patientId);
    const [mobile, home] = before.patientPhones;
    const response = await operator.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: {
        patientDetails: {
          ...buildPatientInput().patientDetails,
          first_name: 'Rut',
          city: '',
          email: '',
          note: 'Prefers mornings',
          clinic_name: null,
        },
        patientPhones: [
          { id: mobile?.id, phone_number: '972-509999999', label: 'mobile', is_default: true },
          { id: home?.id, phone_number: 'null', label: 'home', is_default: false },
          { phone_number: '1-2025550143', label: 'work', is_default: false },
        ],
        patientSchedule: [{ day_of_week: 4, time: '11:30', timezone: 'America/New_York' }],
        patientSchedulerFrequency: { days_frequency: 14 },
        version: before.version,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Patient>();
    expect(saved.patientDetails).toMatchObject({
      first_name: 'Rut',
      city: null,
      email: null,
      note: 'Prefers mornings',
      clinic_name: null,
    });
    expect(
      saved.patientPhones.map(({ phone_number, label, is_default }) => ({ phone_number, label, is_default })),
    ).toEqual([
      { phone_number: '972-509999999', label: 'mobile', is_default: true },
      { phone_number: '1-2025550143', label: 'work', is_default: false },
    ]);
    expect(saved.patientPhones[0]?.id).toBe(mobile?.id);
    expect(saved.patientSchedule).toEqual([
      { id: expect.any(Number), day_of_week: 4, time: '11:30', timezone: 'America/New_York' },
    ]);
    expect(saved.patientSchedulerFrequency).toEqual({ days_frequency: 14 });
    expect(await readPatient(operator, demoCare, patientId)).toEqual(saved);
  });

  it('moves the default to the phone newly marked as default', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const before = await readPatient(operator, demoCare, patientId);
    const home = before.patientPhones.find((phone) => phone.label === 'home');
    const response = await operator.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: {
        ...buildPatientInput(),
        patientPhones: [{ id: home?.id, phone_number: '972-48123456', label: 'home', is_default: true }],
        version: before.version,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Patient>().patientPhones.map((phone) => [phone.label, phone.is_default])).toEqual([
      ['home', true],
      ['mobile', false],
    ]);
  });

  it('changes only the named fields', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const response = await operator.inject({
      method: 'PATCH',
      url: `/api/user/patient/${patientId}/updatePatientFields`,
      organizationId: demoCare,
      payload: { patientId, updateParams: { city: 'Acre', zip_code: '2400000', email: '' }, version: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Patient>().patientDetails).toMatchObject({
      first_name: 'Ruth',
      city: 'Acre',
      zip_code: '2400000',
      email: null,
      country: 'Israel',
    });
  });

  it('lets a super admin set and clear the active period', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const superAdmin = await testApp.signIn('super@demo.test');
    const patientId = await createPatient(superAdmin, demoCare);
    const url = `/api/user/patient/${patientId}`;
    const start = await superAdmin.inject({
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: { patientData: { start_date: '2026-02-01' }, version: 1 },
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json<Patient>().patientDetails).toMatchObject({ start_date: '2026-02-01', end_date: null });
    const end = await superAdmin.inject({
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: { patientData: { end_date: '2026-08-31' }, version: start.json<Patient>().version },
    });
    expect(end.json<Patient>().patientDetails).toMatchObject({ start_date: '2026-02-01', end_date: '2026-08-31' });
    const cleared = await superAdmin.inject({
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: { patientData: { start_date: null, end_date: null }, version: end.json<Patient>().version },
    });
    expect(cleared.json<Patient>().patientDetails).toMatchObject({ start_date: null, end_date: null });
  });

  it('marks a client as demo and turns transcription on', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const type = await operator.inject({
      method: 'PATCH',
      url: `/api/user/patient/${patientId}/patientType`,
      organizationId: demoCare,
      payload: { isDemoPatient: true, version: 1 },
    });
    expect(type.json()).toEqual({ patientId, isDemoPatient: true, version: 2 });
    const transcription = await operator.inject({
      method: 'PATCH',
      url: `/api/user/patient/${patientId}/transcription`,
      organizationId: demoCare,
      payload: { isTranscription: true, version: 2 },
    });
    expect(transcription.json()).toEqual({ patientId, isCallTranscriptionOn: true, version: 3 });
    expect(await readPatient(operator, demoCare, patientId)).toMatchObject({
      isDemoPatient: true,
      isCallTranscriptionOn: true,
    });
  });

  it('sets the scheduler frequency', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    let version = 1;
    for (const days_frequency of [1, 14, 21, 28]) {
      const response = await operator.inject({
        method: 'POST',
        url: `/api/user/scheduler/settings/${patientId}/frequency`,
        organizationId: demoCare,
        payload: { days_frequency, version },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ patientId, days_frequency, version: version + 1 });
      version += 1;
    }
    expect((await readPatient(operator, demoCare, patientId)).patientSchedulerFrequency).toEqual({
      days_frequency: 28,
    });
  });
});

describe('clients: tags and consent', () => {
  it('moves consent from missing to accepted to declined with a reason and back to missing', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const url = `/api/user/patient/${patientId}/tag`;
    let version = 1;
    const tagRequest = async (method: 'POST' | 'PUT' | 'DELETE', payload: object) => {
      const response = await operator.inject({
        method,
        url,
        organizationId: demoCare,
        payload: { ...payload, version },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ patientTags: PatientTags; version: number }>();
      expect(answer.version).toBe(version + 1);
      version = answer.version;
      return answer.patientTags;
    };
    const recordOf = async () =>
      (await listPatients(operator, demoCare)).find((record) => record.patient_id === patientId);

    expect(await tagRequest('POST', { name: 'consent call', params: 'accepted', description: null })).toEqual({
      'consent call': { params: 'accepted', description: null },
    });
    expect(await recordOf()).toMatchObject({ consent: 'accepted', active: 1 });

    expect(
      await tagRequest('PUT', { name: 'consent call', params: 'declined', description: "don't want to be recorded" }),
    ).toEqual({ 'consent call': { params: 'declined', description: "don't want to be recorded" } });
    expect(await recordOf()).toMatchObject({ consent: 'declined', active: 0 });
    expect((await readPatient(operator, demoCare, patientId)).activePatient).toBe(false);

    expect(await tagRequest('POST', { name: 'prefers evening', params: 'yes' })).toEqual({
      'consent call': { params: 'declined', description: "don't want to be recorded" },
      'prefers evening': { params: 'yes', description: null },
    });
    expect(await tagRequest('DELETE', { name: 'consent call' })).toEqual({
      'prefers evening': { params: 'yes', description: null },
    });
    expect(await recordOf()).toMatchObject({ consent: null, active: 1 });
    expect((await readPatient(operator, demoCare, patientId)).activePatient).toBe(true);
  });

  it('accepts each decline reason of the specification', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    let version = 1;
    for (const description of [
      'in control of their health',
      "don't want to be recorded",
      'weekly calls too frequent',
      'gave no reason',
    ]) {
      const response = await operator.inject({
        method: 'POST',
        url: `/api/user/patient/${patientId}/tag`,
        organizationId: demoCare,
        payload: { name: 'consent call', params: 'declined', description, version },
      });
      expect(response.statusCode, response.body).toBe(200);
      version = response.json<{ version: number }>().version;
    }
  });
});

describe('clients: diagnoses', () => {
  it('searches the catalogue by code, code without its dot, or name', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const search = async (query: string) => {
      const response = await operator.inject({
        method: 'GET',
        url: `/api/user/patient/${patientId}/diagnosis/search?query=${encodeURIComponent(query)}`,
        organizationId: demoCare,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ results: { id: number; code: string; diagnosis: string }[] }>().results;
    };
    const e11 = await search('E11');
    expect(e11.length).toBeGreaterThan(3);
    expect(e11.every((result) => result.code.startsWith('E11'))).toBe(true);
    expect((await search('e119'))[0]).toMatchObject({
      code: 'E11.9',
      diagnosis: 'Type 2 diabetes mellitus without complications',
    });
    expect((await search('I10'))[0]).toMatchObject({ code: 'I10', diagnosis: 'Essential (primary) hypertension' });
    const heart = await search('heart failure');
    expect(heart.map((result) => result.code)).toContain('I50.9');
    expect(await search('no such illness')).toEqual([]);
  });

  it('adds, reorders and removes diagnoses: removed ones inactive with no order, after the active ones', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const idOf = async (query: string) => {
      const response = await operator.inject({
        method: 'GET',
        url: `/api/user/patient/${patientId}/diagnosis/search?query=${query}`,
        organizationId: demoCare,
      });
      const [first] = response.json<{ results: { id: number }[] }>().results;
      if (!first) throw new Error(`no diagnosis for ${query}`);
      return first.id;
    };
    const hypertension = await idOf('I10');
    const diabetes = await idOf('E11.9');
    const copd = await idOf('J44.9');
    let version = 1;
    const save = async (propertiesToUpdate: unknown[], patientProperties: unknown[] = []) => {
      const response = await operator.inject({
        method: 'PATCH',
        url: `/api/user/patient/${patientId}/diagnosis`,
        organizationId: demoCare,
        payload: { patientProperties, propertiesToUpdate, version },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ patientProperties: DiagnosisLink[]; version: number }>();
      expect(answer.version).toBe(version + 1);
      version = answer.version;
      return answer.patientProperties.map((link) => [link.entity_id, link.order, link.active]);
    };

    expect(
      await save([
        { entity_id: hypertension, order: 1, active: 1 },
        { entity_id: diabetes, order: 2, active: 1 },
        { entity_id: copd, order: 3, active: 1 },
      ]),
    ).toEqual([
      [hypertension, 1, 1],
      [diabetes, 2, 1],
      [copd, 3, 1],
    ]);
    // COPD moved to the top: the others follow it.
    expect(await save([{ entity_id: copd, order: 1, active: 1 }])).toEqual([
      [copd, 1, 1],
      [hypertension, 2, 1],
      [diabetes, 3, 1],
    ]);
    expect(await save([{ entity_id: copd, order: null, active: 0 }])).toEqual([
      [hypertension, 1, 1],
      [diabetes, 2, 1],
      [copd, null, 0],
    ]);
    // Added again: active once more, at the end.
    expect(await save([], [{ entity_id: copd, order: null, active: 1 }])).toEqual([
      [hypertension, 1, 1],
      [diabetes, 2, 1],
      [copd, 3, 1],
    ]);

    const list = await operator.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/diagnosis`,
      organizationId: demoCare,
    });
    expect(list.statusCode).toBe(200);
    const [first] = list.json<{ patientProperties: DiagnosisLink[] }>().patientProperties;
    expect(first).toMatchObject({
      patient_id: patientId,
      entity_id: hypertension,
      entity_type: 'diagnosis',
      order: 1,
      active: 1,
      code: 'I10',
      diagnosis: 'Essential (primary) hypertension',
    });
  });
});

describe('clients: audit', () => {
  it('records who read or changed which client, in which organization', async () => {
    const { testApp, demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    await readPatient(operator, demoCare, patientId);
    await listPatients(operator, demoCare);
    await operator.inject({
      method: 'PATCH',
      url: `/api/user/patient/${patientId}/patientType`,
      organizationId: demoCare,
      payload: { isDemoPatient: true, version: 1 },
    });
    const entries = await testApp.services.db
      .select({
        userId: auditLog.userId,
        action: auditLog.action,
        organizationId: auditLog.organizationId,
        clientId: auditLog.clientId,
        at: auditLog.at,
      })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, demoCare), sql`${auditLog.action} like 'client_%'`))
      .orderBy(auditLog.id);
    const operatorEntries = entries.filter((entry) => entry.userId === entries[0]?.userId);
    expect(operatorEntries.map((entry) => [entry.action, entry.clientId])).toEqual([
      ['client_created', patientId],
      ['client_read', patientId],
      ['client_list_read', null],
      ['client_type_set', patientId],
    ]);
    expect(entries.every((entry) => entry.at instanceof Date && entry.organizationId === demoCare)).toBe(true);
  });
});

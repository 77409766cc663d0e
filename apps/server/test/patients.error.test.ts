import type { Patient, PatientInput } from '@carecall/api-client';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestSession } from './harness.ts';
import { buildPatientInput, createPatient } from './patientRequests.ts';

async function setUp() {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  return { testApp, demoCare, operator };
}

interface ErrorBody {
  error: string;
  code: string;
  fields?: { path: string; message: string }[];
}

async function expectError(
  session: TestSession,
  request: Parameters<TestSession['inject']>[0],
  status: number,
  code: string,
): Promise<ErrorBody> {
  const response = await session.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json<ErrorBody>();
  expect(body.code).toBe(code);
  return body;
}

/** Expects the 400 that names invalid fields, the answer most requests of this file get; returns its body. */
function expectValidationError(
  session: TestSession,
  request: Parameters<TestSession['inject']>[0],
): Promise<ErrorBody> {
  return expectError(session, request, 400, 'VALIDATION_ERROR');
}

describe('clients: invalid input is a 400 naming the field', () => {
  it('names each invalid field of a creation with the form message', async () => {
    const { demoCare, operator } = await setUp();
    const body = await expectValidationError(operator, {
      method: 'POST',
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: {
        patientDetails: {
          first_name: 'R',
          last_name: '',
          external_id: ' ',
          birth_date: '05-17-1944',
          city: 'H'.repeat(66),
          email: 'ruth@',
        },
        patientPhones: [{ phone_number: '+972 50', label: 'mobile' }],
        patientSchedule: [
          { day_of_week: 2, time: '09:00', timezone: 'UTC' },
          { day_of_week: 2, time: '10:00', timezone: 'UTC' },
        ],
      },
    });
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: 'patientDetails.first_name', message: 'Minimum 2 letters required' },
        { path: 'patientDetails.last_name', message: 'Field is required' },
        { path: 'patientDetails.external_id', message: 'Field is required' },
        { path: 'patientDetails.birth_date', message: 'Invalid birth date' },
        { path: 'patientDetails.city', message: 'Maximum 65 symbols allowed' },
        { path: 'patientDetails.email', message: 'Invalid e-mail' },
        { path: 'patientPhones.0.phone_number', message: 'Invalid phone' },
        { path: 'patientSchedule.1.day_of_week', message: 'Please choose one schedule per day' },
      ]),
    );
  });

  it('refuses a missing body, malformed JSON and a non-JSON body', async () => {
    const { demoCare, operator } = await setUp();
    const missing = await expectValidationError(operator, {
      method: 'POST',
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: {},
    });
    expect(missing.fields?.map((field) => field.path)).toContain('patientDetails');
    await expectError(
      operator,
      {
        method: 'POST',
        url: '/api/user/patient',
        organizationId: demoCare,
        headers: { 'content-type': 'application/json' },
        payload: '{"patientDetails":',
      },
      400,
      'MALFORMED_JSON',
    );
    await expectError(
      operator,
      {
        method: 'POST',
        url: '/api/user/patient',
        organizationId: demoCare,
        headers: { 'content-type': 'text/plain' },
        payload: 'Ruth Cohen',
      },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a time zone that does not exist and two default phones', async () => {
    const { demoCare, operator } = await setUp();
    const input = buildPatientInput();
    const body = await expectValidationError(operator, {
      method: 'POST',
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: {
        ...input,
        patientPhones: [
          { phone_number: '972-501234567', label: 'mobile', is_default: true },
          { phone_number: '972-48123456', label: 'home', is_default: true },
        ],
        patientSchedule: [{ day_of_week: 3, time: '09:00', timezone: 'Mars/Olympus_Mons' }],
      },
    });
    expect(body.fields).toEqual([
      { path: 'patientSchedule.0.timezone', message: 'Invalid time zone' },
      { path: 'patientPhones.1.is_default', message: 'Only one phone can be the default' },
    ]);
  });

  it('refuses a phone id that is not one of the client’s phones', async () => {
    const { demoCare, operator } = await setUp();
    const first = await createPatient(operator, demoCare);
    const second = await createPatient(
      operator,
      demoCare,
      buildPatientInput({ first_name: 'Dina', external_id: 'EXT-0099' }),
    );
    const otherPhone = (
      await operator.inject({ method: 'GET', url: `/api/user/patient/${second}`, organizationId: demoCare })
    ).json<Patient>().patientPhones[0];
    const body = await expectValidationError(operator, {
      method: 'PUT',
      url: `/api/user/patient/${first}`,
      organizationId: demoCare,
      payload: {
        ...buildPatientInput(),
        patientPhones: [{ id: otherPhone?.id, phone_number: 'null', label: 'mobile', is_default: false }],
        version: 1,
      },
    });
    expect(body.fields).toEqual([{ path: 'patientPhones.0.id', message: 'Unknown phone of this client' }]);
    const stillThere = (
      await operator.inject({ method: 'GET', url: `/api/user/patient/${second}`, organizationId: demoCare })
    ).json<Patient>();
    expect(stillThere.patientPhones).toHaveLength(2);
  });

  it('refuses a frequency other than 1, 14, 21 or 28 days', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const body = await expectValidationError(operator, {
      method: 'POST',
      url: `/api/user/scheduler/settings/${patientId}/frequency`,
      organizationId: demoCare,
      payload: { days_frequency: 7, version: 1 },
    });
    expect(body.fields?.[0]?.path).toBe('days_frequency');
  });

  it('refuses a field update for another client or with nothing to change', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const url = `/api/user/patient/${patientId}/updatePatientFields`;
    const mismatch = await expectValidationError(operator, {
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: { patientId: patientId + 1, updateParams: { city: 'Acre' }, version: 1 },
    });
    expect(mismatch.fields).toEqual([{ path: 'patientId', message: 'Must be the client of the address' }]);
    const empty = await expectValidationError(operator, {
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: { patientId, updateParams: { unknown_field: 'x' }, version: 1 },
    });
    expect(empty.fields).toEqual([{ path: 'updateParams', message: 'Name at least one field to change' }]);
    const invalid = await expectValidationError(operator, {
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: { patientId, updateParams: { first_name: 'X' }, version: 1 },
    });
    expect(invalid.fields).toEqual([{ path: 'updateParams.first_name', message: 'Minimum 2 letters required' }]);
  });

  it('refuses an active period that ends before it starts', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const superAdmin = await testApp.signIn('super@demo.test');
    const patientId = await createPatient(superAdmin, demoCare);
    const body = await expectValidationError(superAdmin, {
      method: 'PATCH',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: { patientData: { start_date: '2026-05-01', end_date: '2026-04-30' }, version: 1 },
    });
    expect(body.fields).toEqual([{ path: 'patientData.end_date', message: 'End date must not be before start date' }]);
    const none = await expectValidationError(superAdmin, {
      method: 'PATCH',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: { patientData: {}, version: 1 },
    });
    expect(none.fields?.[0]?.path).toBe('patientData');
  });

  it('refuses consent params and decline reasons the portal cannot show', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const url = `/api/user/patient/${patientId}/tag`;
    const wrongParams = await expectValidationError(operator, {
      method: 'POST',
      url,
      organizationId: demoCare,
      payload: { name: 'consent call', params: 'maybe', version: 1 },
    });
    expect(wrongParams.fields).toEqual([{ path: 'params', message: 'Please choose one of the dropdown options' }]);
    for (const description of [null, 'too busy']) {
      const body = await expectValidationError(operator, {
        method: 'POST',
        url,
        organizationId: demoCare,
        payload: { name: 'consent call', params: 'declined', description, version: 1 },
      });
      expect(body.fields).toEqual([{ path: 'description', message: 'Please choose one of the dropdown options' }]);
    }
    const noName = await expectValidationError(operator, {
      method: 'POST',
      url,
      organizationId: demoCare,
      payload: { name: ' ', params: 'x', version: 1 },
    });
    expect(noName.fields?.[0]?.path).toBe('name');
    await expectError(
      operator,
      {
        method: 'PUT',
        url,
        organizationId: demoCare,
        payload: { name: 'consent call', params: 'accepted', version: 1 },
      },
      404,
      'TAG_NOT_FOUND',
    );
  });

  it('refuses unknown diagnoses and a diagnosis named twice', async () => {
    const { demoCare, operator } = await setUp();
    const patientId = await createPatient(operator, demoCare);
    const url = `/api/user/patient/${patientId}/diagnosis`;
    const body = await expectValidationError(operator, {
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: {
        patientProperties: [],
        propertiesToUpdate: [
          { entity_id: 999_999, order: 1, active: 1 },
          { entity_id: 1, order: 1, active: 1 },
          { entity_id: 1, order: 2, active: 1 },
        ],
        version: 1,
      },
    });
    expect(body.fields).toEqual([
      { path: 'propertiesToUpdate.0.entity_id', message: 'Unknown diagnosis' },
      { path: 'propertiesToUpdate.2.entity_id', message: 'Diagnosis named twice' },
    ]);
    // An id no diagnosis can have (beyond PostgreSQL's integer) is refused by the contract's id schema.
    const impossible = await expectValidationError(operator, {
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: {
        patientProperties: [],
        propertiesToUpdate: [{ entity_id: 99_999_999_999, order: 1, active: 1 }],
        version: 1,
      },
    });
    expect(impossible.fields).toEqual([
      { path: 'propertiesToUpdate.0.entity_id', message: 'Must be an id: at most 2147483647' },
    ]);
    const wrongType = await expectValidationError(operator, {
      method: 'PATCH',
      url,
      organizationId: demoCare,
      payload: {
        patientProperties: [],
        propertiesToUpdate: [{ entity_id: 1, entity_type: 'allergy', order: 1, active: 1 }],
        version: 1,
      },
    });
    expect(wrongType.fields?.[0]?.path).toBe('propertiesToUpdate.0.entity_type');
    const emptySearch = await expectValidationError(operator, {
      method: 'GET',
      url: `${url}/search?query=%20`,
      organizationId: demoCare,
    });
    expect(emptySearch.fields?.[0]?.path).toBe('query');
  });

  it('answers 404, never 500, for ids beyond any client and 400 for ids that are not numbers', async () => {
    const { demoCare, operator } = await setUp();
    for (const id of ['0', '2147483648', '99999999999999999999']) {
      await expectError(
        operator,
        { method: 'GET', url: `/api/user/patient/${id}`, organizationId: demoCare },
        404,
        'NOT_FOUND',
      );
    }
    const body = await expectValidationError(operator, {
      method: 'GET',
      url: '/api/user/patient/abc',
      organizationId: demoCare,
    });
    expect(body.fields?.[0]?.path).toBe('patientId');
  });
});

describe('clients: conflicts', () => {
  it('refuses a second client with the same name and birth date, or the same external id', async () => {
    const { demoCare, operator } = await setUp();
    await createPatient(operator, demoCare);
    const sameName = buildPatientInput({ first_name: 'RUTH', last_name: 'cohen', external_id: 'EXT-7777' });
    const body = await expectError(
      operator,
      { method: 'POST', url: '/api/user/patient', organizationId: demoCare, payload: sameName },
      409,
      'PATIENT_ALREADY_EXISTS',
    );
    expect(body.error).toBe('Patient already exist with same details');
    const sameExternalId = buildPatientInput({ first_name: 'Dina', birth_date: '1950-01-01', external_id: 'ext-0012' });
    await expectError(
      operator,
      { method: 'POST', url: '/api/user/patient', organizationId: demoCare, payload: sameExternalId },
      409,
      'PATIENT_ALREADY_EXISTS',
    );
    const otherBirthDate = buildPatientInput({ birth_date: '1944-05-18', external_id: 'EXT-0013' });
    await createPatient(operator, demoCare, otherBirthDate);
  });

  it('allows the same details in another organization', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const superAdmin = await testApp.signIn('super@demo.test');
    const first = await createPatient(superAdmin, demoCare);
    const second = await createPatient(superAdmin, north);
    expect(second).not.toBe(first);
  });

  it('refuses an update that would make a client the duplicate of another', async () => {
    const { demoCare, operator } = await setUp();
    await createPatient(operator, demoCare);
    const dina = await createPatient(
      operator,
      demoCare,
      buildPatientInput({ first_name: 'Dina', external_id: 'EXT-0099' }),
    );
    await expectError(
      operator,
      {
        method: 'PATCH',
        url: `/api/user/patient/${dina}/updatePatientFields`,
        organizationId: demoCare,
        payload: { patientId: dina, updateParams: { external_id: 'EXT-0012' }, version: 1 },
      },
      409,
      'PATIENT_ALREADY_EXISTS',
    );
    await expectError(
      operator,
      {
        method: 'PUT',
        url: `/api/user/patient/${dina}`,
        organizationId: demoCare,
        payload: { ...buildPatientInput({ external_id: 'EXT-0099' }), version: 1 },
      },
      409,
      'PATIENT_ALREADY_EXISTS',
    );
  });

  it('answers the same conflict when two identical creations race', async () => {
    const { demoCare, operator } = await setUp();
    const request = {
      method: 'POST' as const,
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: buildPatientInput(),
    };
    const answers = await Promise.all([operator.inject(request), operator.inject(request), operator.inject(request)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 400 naming zip_code for a zip code that is no zip code of the client’s country', async () => {
    const { demoCare, operator } = await setUp();
    const create = (details: Record<string, unknown>) =>
      operator.inject({
        method: 'POST',
        url: '/api/user/patient',
        organizationId: demoCare,
        payload: buildPatientInput(details as Partial<PatientInput['patientDetails']>),
      });
    for (const details of [
      { zip_code: '!!!' },
      { zip_code: '!!!', country: null },
      { zip_code: '1234', country: 'USA' },
      { zip_code: '12345-67', country: 'United States' },
      { zip_code: '1000001', country: 'Japan' },
    ]) {
      const response = await create(details);
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect(response.json<ErrorBody>().fields, JSON.stringify(details)).toEqual([
        { path: 'patientDetails.zip_code', message: 'Invalid zip code' },
      ]);
    }
    for (const [index, details] of [
      { zip_code: '12345', country: 'USA' },
      { zip_code: '12345-6789', country: 'USA' },
      { zip_code: '100-0001', country: 'Japan' },
      { zip_code: 'KY1-1102', country: 'Atlantis' },
    ].entries()) {
      const response = await create({
        ...details,
        external_id: `ZIP-${index}`,
        last_name: ['Abel', 'Baum', 'Cole', 'Dahl'][index],
      });
      expect(response.statusCode, `${JSON.stringify(details)} ${response.body}`).toBe(200);
    }

    // A zip code changed alone must suit the country stored, and a country changed alone the zip code stored.
    const patientId = await createPatient(
      operator,
      demoCare,
      buildPatientInput({ external_id: 'ZIP-US', last_name: 'Ewing', country: 'USA', zip_code: '12345' }),
    );
    const url = `/api/user/patient/${patientId}/updatePatientFields`;
    const patch = (updateParams: Record<string, unknown>) =>
      operator.inject({
        method: 'PATCH',
        url,
        organizationId: demoCare,
        payload: { patientId, updateParams, version: 1 },
      });
    for (const updateParams of [{ zip_code: '1234' }, { zip_code: '!!!' }, { country: 'Japan' }]) {
      const response = await patch(updateParams);
      expect(response.statusCode, JSON.stringify(updateParams)).toBe(400);
      expect(response.json<ErrorBody>().fields).toEqual([
        { path: 'updateParams.zip_code', message: 'Invalid zip code' },
      ]);
    }
    const fine = await patch({ zip_code: '12345-6789' });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json<Patient>().patientDetails.zip_code).toBe('12345-6789');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from './ApiError.ts';
import { type ApiClientOptions, createApiClient } from './createApiClient.ts';
import { createOrganizationIdProvider } from './createOrganizationIdProvider.ts';
import { endpoints } from './endpoints.ts';
import { createCallRecordFixture, createPatientFixture } from './testing/fixtures.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

function createClient(overrides: ApiClientOptions = {}) {
  return createApiClient({
    origin: server.origin,
    getAccessToken: () => 'token-abc',
    getDeviceId: () => 'device-123',
    getOrganizationId: () => 1,
    getLocale: () => 'en',
    ...overrides,
  });
}

describe('createApiClient: requests', () => {
  it('sends the session, organization, JSON and no-cache headers on every request', async () => {
    server.handle(() => ({ body: { patients: [] } }));
    await createClient().call(endpoints.patientsList, { query: { format: 'portal_search' } });

    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/api/user/patient');
    expect(request?.url.searchParams.get('format')).toBe('portal_search');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer token-abc',
      'device-id': 'device-123',
      'organization-id': '1',
      'content-type': 'application/json',
      'cache-control': 'no-cache',
      pragma: 'no-cache',
      'accept-language': 'en',
    });
  });

  it('lets the page organizationId query parameter win over the selected organization', async () => {
    let search = '?organizationId=7&tab=calls';
    const client = createClient({
      getOrganizationId: createOrganizationIdProvider({
        getSelectedOrganizationId: () => 3,
        getSearch: () => search,
      }),
    });
    server.handle(() => ({ body: { patients: [] } }));

    await client.call(endpoints.patientsList);
    search = '?tab=calls';
    await client.call(endpoints.patientsList);

    expect(server.requests.map((request) => request.headers['organization-id'])).toEqual(['7', '3']);
  });

  it('sends no Authorization header, and asks no token, for an endpoint without auth', async () => {
    const getAccessToken = vi.fn(() => 'token-abc');
    server.handle(() => ({ body: { deviceId: 'new-device' } }));

    const answer = await createClient({ getAccessToken, getDeviceId: () => null }).call(
      endpoints.sessionGenerateDeviceId,
    );

    expect(answer).toEqual({ deviceId: 'new-device' });
    expect(getAccessToken).not.toHaveBeenCalled();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers['device-id']).toBeUndefined();
  });

  it('fills path parameters, parses the answer with the response schema and fills its defaults', async () => {
    const call = createCallRecordFixture();
    server.handle(() => ({ body: call }));

    const answer = await createClient().call(endpoints.callsGet, {
      params: { patientId: 12, callId: '501' },
      query: { t: 1_700_000_000_000 },
    });

    expect(server.requests[0]?.url.pathname).toBe('/api/user/patient/12/call/501');
    expect(server.requests[0]?.url.searchParams.get('t')).toBe('1700000000000');
    expect(answer).toMatchObject({ id: 501, anomalyScores: { sentimentAnomalyType: -1, symptomsList: [] } });
  });

  it('sends the parsed JSON body, with its defaults', async () => {
    server.handle(() => ({ body: { data: { patient_id: 40, version: 1 } } }));
    const answer = await createClient().call(endpoints.patientsCreate, {
      body: {
        patientDetails: {
          first_name: '  Ruth ',
          last_name: 'Cohen',
          external_id: 'EXT-0012',
          birth_date: '1944-05-17',
        },
        patientPhones: [{ phone_number: '972-501234567', label: 'mobile' }],
      },
    });

    expect(answer.data.patient_id).toBe(40);
    const sent = JSON.parse(server.requests[0]?.text ?? '');
    expect(sent.patientDetails.first_name).toBe('Ruth');
    expect(sent.patientPhones).toEqual([{ phone_number: '972-501234567', label: 'mobile', is_default: false }]);
    expect(sent.patientSchedule).toEqual([]);
  });

  it('sends a list body with DELETE and an empty JSON object for a body-less PUT', async () => {
    server.handle((request) =>
      request.method === 'DELETE' ? { body: { deleted: [4] } } : { body: { scheduledCall: null } },
    );
    const client = createClient();

    await client.call(endpoints.questionnairesRemove, { body: [{ questionnaireId: 4, organizationId: 1 }] });
    await client.call(endpoints.schedulerReserveCallee, { query: { userLanguage: 'en-US,es-US' } });

    expect(server.requests[0]?.url.pathname).toBe('/bot/questionnaire');
    expect(JSON.parse(server.requests[0]?.text ?? '')).toEqual([{ questionnaireId: 4, organizationId: 1 }]);
    expect(server.requests[1]?.method).toBe('PUT');
    expect(server.requests[1]?.url.search).toBe('?userLanguage=en-US%2Ces-US');
    expect(server.requests[1]?.text).toBe('{}');
  });

  it('leaves empty query values out', async () => {
    server.handle(() => ({ body: { questionnaires: [] } }));
    await createClient().call(endpoints.questionnairesList, {
      query: { organizationId: 2, language: undefined, archive: false },
    });

    expect(server.requests[0]?.url.search).toBe('?organizationId=2&archive=false');
  });

  it('uploads a recording as multipart with the recordingFile field and the session headers', async () => {
    server.handle(() => ({ body: { url: 'recordings/hello.mp3', tempUrl: 'https://cdn.example.test/hello.mp3' } }));
    const file = new File([new Uint8Array([73, 68, 51])], 'hello.mp3', { type: 'audio/mpeg' });

    const answer = await createClient().call(endpoints.recordingsUpload, { body: { recordingFile: file } });

    expect(answer.url).toBe('recordings/hello.mp3');
    const [request] = server.requests;
    expect(request?.url.pathname).toBe('/bot/questionnaire/recording');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.authorization).toBe('Bearer token-abc');
    expect(request?.headers['device-id']).toBe('device-123');
    expect(request?.headers['organization-id']).toBe('1');
    expect(request?.text).toContain('name="recordingFile"; filename="hello.mp3"');
  });

  it('uses absolute base URLs per service', async () => {
    server.handle(() => ({ body: { token: 'conference-token' } }));
    const client = createApiClient({
      baseUrls: { conference: `${server.origin}/live/` },
      getAccessToken: () => 'token-abc',
    });

    await expect(client.call(endpoints.conferenceGetToken)).resolves.toEqual({ token: 'conference-token' });
    expect(server.requests[0]?.url.pathname).toBe('/live/user/token');
  });

  it('rejects a relative base URL without an origin with a clear error', async () => {
    const client = createApiClient({ getAccessToken: () => 'token-abc' });
    await expect(client.call(endpoints.tagsList)).rejects.toMatchObject({ code: 'NO_ORIGIN' });
  });

  it("rejects an empty call id with 'Call id passed empty' before any request", async () => {
    const client = createClient();
    for (const callId of ['', '  ', undefined]) {
      const error = await client
        .call(endpoints.callsGet, { params: { patientId: 12, callId: callId as unknown as string } })
        .catch((caught: unknown) => caught);
      expect(isApiError(error, 'CALL_ID_EMPTY')).toBe(true);
      expect((error as Error).message).toBe('Call id passed empty');
    }
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an invalid request before sending it, naming the fields', async () => {
    const error = await createClient()
      .call(endpoints.adminCreateUser, {
        body: {
          first_name: 'A',
          last_name: 'Levi',
          email: 'not-an-email',
          language: 'en',
          country_code: '0972',
          phone_number: '501234567',
        },
      })
      .catch((caught: unknown) => caught);

    expect(isApiError(error, 'INVALID_REQUEST')).toBe(true);
    expect(isApiError(error) && error.fields).toEqual([
      { path: 'body.first_name', message: 'Minimum 2 letters required' },
      { path: 'body.email', message: 'Invalid e-mail' },
      { path: 'body.country_code', message: 'Field may contain only numbers' },
    ]);
    expect(server.requests).toHaveLength(0);
  });

  it('rejects an answer that does not match the schema, naming the endpoint and the path', async () => {
    const patient = createPatientFixture();
    server.handle(() => ({ body: { ...patient, patientDetails: { ...patient.patientDetails, first_name: 42 } } }));

    const error = await createClient()
      .call(endpoints.patientsGet, { params: { patientId: 12 } })
      .catch((caught: unknown) => caught);

    expect(isApiError(error, 'RESPONSE_SCHEMA_MISMATCH')).toBe(true);
    expect((error as Error).message).toContain('Response of patientsGet (GET /api/user/patient/:patientId)');
    expect((error as Error).message).toContain('patientDetails.first_name: Invalid input: expected string');
  });

  it('shares one token fetch between requests made together', async () => {
    const getAccessToken = vi.fn(async () => 'token-abc');
    server.handle(() => ({ body: { tags: [] } }));
    const client = createClient({ getAccessToken });

    await Promise.all([client.call(endpoints.tagsList), client.call(endpoints.tagsList), client.getAccessToken()]);

    expect(getAccessToken).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-abc',
      'Bearer token-abc',
    ]);
  });

  it('reads /version.json past every cache', async () => {
    server.handle(() => ({ body: { version: '1.2.590' } }));
    const client = createClient({ now: () => 1234 });

    await expect(client.fetchVersion()).resolves.toEqual({ version: '1.2.590' });
    expect(server.requests[0]?.url.pathname).toBe('/version.json');
    expect(server.requests[0]?.url.searchParams.get('t')).toBe('1234');
    expect(server.requests[0]?.headers['cache-control']).toBe('no-cache');
  });
});

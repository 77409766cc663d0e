import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiError, isApiError } from './ApiError.ts';
import { type ApiClientOptions, createApiClient, LOGOUT_DELAY_MS } from './createApiClient.ts';
import { endpoints } from './endpoints.ts';
import { GENERIC_ERROR_MESSAGES } from './getErrorMessage.ts';
import { readVersionConflict } from './readVersionConflict.ts';
import { createPatientFixture } from './testing/fixtures.ts';
import { startTestServer, type TestServer } from './testing/startTestServer.ts';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

function createClient(overrides: ApiClientOptions = {}) {
  const callbacks = {
    onMfaRequired: vi.fn(),
    onLogoutScheduled: vi.fn(),
    onLogout: vi.fn(),
    onError: vi.fn(),
  };
  const client = createApiClient({
    origin: server.origin,
    getAccessToken: () => 'token-abc',
    getDeviceId: () => 'device-123',
    getOrganizationId: () => 1,
    ...callbacks,
    ...overrides,
  });
  return { client, ...callbacks };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiClient: second factor (401 with a multi-factor code)', () => {
  it.each([
    ['MFA_PHONE_NUMBER_REQUIRED', 'MFA_PHONE_NUMBER_REQUIRED'],
    ['MFA_PHONE_NUMBER_VERIFICATION_REQUIRED', 'MFA_PHONE_NUMBER_REQUIRED'],
    ['MFA_CODE_IS_REQUIRED', 'MFA_CODE_IS_REQUIRED'],
  ])('%s rejects with MFA_IS_REQUIRED and opens the %s phase', async (code, phase) => {
    server.handle(() => ({ status: 401, body: { error: code, code, phoneNumber: '+972-50****567' } }));
    const { client, onMfaRequired, onLogoutScheduled } = createClient();

    const error = await rejectionOf(client.call(endpoints.sessionGetUser));

    expect(error.code).toBe('MFA_IS_REQUIRED');
    expect(error.message).toBe('MFA_IS_REQUIRED');
    expect(error.status).toBe(401);
    expect(onMfaRequired).toHaveBeenCalledExactlyOnceWith(phase, {
      endpointId: 'sessionGetUser',
      phoneNumber: '+972-50****567',
    });
    expect(onLogoutScheduled).not.toHaveBeenCalled();
  });

  it('recognises the code in the error field alone', async () => {
    server.handle(() => ({ status: 401, body: { error: 'MFA_CODE_IS_REQUIRED' } }));
    const { client, onMfaRequired } = createClient();

    await expect(rejectionOf(client.call(endpoints.sessionGetSettings))).resolves.toMatchObject({
      code: 'MFA_IS_REQUIRED',
    });
    expect(onMfaRequired).toHaveBeenCalledWith('MFA_CODE_IS_REQUIRED', expect.anything());
  });
});

describe('createApiClient: ended sessions (other 401, 429 with isLogout)', () => {
  it('logs out 3 seconds after a 401, once for several failing requests', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({ status: 401, body: { error: 'Token expired.', code: 'UNAUTHORIZED' } }));
    const { client, onLogoutScheduled, onLogout, onMfaRequired } = createClient();

    const errors = await Promise.all([
      rejectionOf(client.call(endpoints.tagsList)),
      rejectionOf(client.call(endpoints.hintsList)),
    ]);

    expect(errors.map((error) => [error.code, error.message])).toEqual([
      ['UNAUTHORIZED', 'Token expired.'],
      ['UNAUTHORIZED', 'Token expired.'],
    ]);
    const message = 'Token expired. You are being redirected to login page in 3 seconds.';
    expect(onLogoutScheduled).toHaveBeenCalledExactlyOnceWith(message);
    expect(onMfaRequired).not.toHaveBeenCalled();

    vi.advanceTimersByTime(LOGOUT_DELAY_MS - 1);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith(message);

    // After the logout fired, a later session can end again.
    await rejectionOf(client.call(endpoints.tagsList));
    expect(onLogoutScheduled).toHaveBeenCalledTimes(2);
  });

  it('uses the status text when a 401 has no error body', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({ status: 401, statusText: 'Unauthorized' }));
    const { client, onLogoutScheduled, onLogout } = createClient();

    const error = await rejectionOf(client.call(endpoints.tagsList));

    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'Request failed with status code 401' });
    expect(onLogoutScheduled).toHaveBeenCalledWith('Unauthorized You are being redirected to login page in 3 seconds.');
    vi.advanceTimersByTime(LOGOUT_DELAY_MS);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('logs out after a 429 that carries isLogout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({
      status: 429,
      body: { error: 'Too many requests from this device.', code: 'RATE_LIMITED', isLogout: true },
    }));
    const { client, onLogout } = createClient();

    const error = await rejectionOf(client.call(endpoints.tagsList));

    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Too many requests from this device.' });
    vi.advanceTimersByTime(LOGOUT_DELAY_MS);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith(
      'Too many requests from this device. You are being redirected to login page in 3 seconds.',
    );
  });

  it('keeps the session after a 429 without isLogout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({ status: 429, body: { error: 'Slow down.', code: 'RATE_LIMITED' } }));
    const { client, onLogoutScheduled, onLogout } = createClient();

    await expect(rejectionOf(client.call(endpoints.tagsList))).resolves.toMatchObject({ message: 'Slow down.' });
    vi.advanceTimersByTime(LOGOUT_DELAY_MS * 2);
    expect(onLogoutScheduled).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
  });
});

describe('createApiClient: other errors', () => {
  it("rejects with the server's error text, code and field errors", async () => {
    server.handle(() => ({
      status: 409,
      body: { error: 'user already exist', code: 'USER_ALREADY_EXISTS', fields: [{ path: 'email', message: 'x' }] },
    }));
    const { client, onError } = createClient();

    const error = await rejectionOf(
      client.call(endpoints.adminCreateUser, {
        body: {
          first_name: 'Dana',
          last_name: 'Levi',
          email: 'dana@demo.test',
          language: 'en',
          country_code: '972',
          phone_number: '501234567',
        },
      }),
    );

    expect(error).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      status: 409,
      message: 'user already exist',
      fields: [{ path: 'email', message: 'x' }],
      endpointId: 'adminCreateUser',
    });
    expect(onError).toHaveBeenCalledWith(error, endpoints.adminCreateUser);
  });

  it('hands a version conflict over with whose change won and the current record', async () => {
    const current = { ...createPatientFixture(), version: 8 };
    server.handle(() => ({
      status: 409,
      body: {
        error: 'This client was changed meanwhile',
        code: 'VERSION_CONFLICT',
        currentVersion: 8,
        changedBy: { user_id: 2, first_name: 'Alex', last_name: 'Admin' },
        changedAt: '2026-03-01T09:30:00.000Z',
        current,
      },
    }));
    const { client } = createClient();

    const error = await rejectionOf(
      client.call(endpoints.patientsSetType, { params: { patientId: 12 }, body: { isDemoPatient: true, version: 7 } }),
    );

    expect(error).toMatchObject({ code: 'VERSION_CONFLICT', status: 409 });
    expect(readVersionConflict(error)).toMatchObject({
      currentVersion: 8,
      changedBy: { first_name: 'Alex', last_name: 'Admin' },
      changedAt: '2026-03-01T09:30:00.000Z',
      current,
    });
    expect(JSON.parse(server.requests.at(-1)?.text ?? '')).toEqual({ isDemoPatient: true, version: 7 });
  });

  it('reads no version conflict from other refusals', async () => {
    server.handle(() => ({ status: 409, body: { error: 'exists', code: 'PATIENT_ALREADY_EXISTS' } }));
    const { client } = createClient();

    const error = await rejectionOf(
      client.call(endpoints.patientsSetType, { params: { patientId: 12 }, body: { isDemoPatient: true, version: 7 } }),
    );

    expect(readVersionConflict(error)).toBeNull();
    expect(readVersionConflict(new Error('offline'))).toBeNull();
  });

  it('refuses to send a client write without the version it is based on', async () => {
    const { client } = createClient();

    const error = await rejectionOf(
      client.call(endpoints.patientsSetType, {
        params: { patientId: 12 },
        body: { isDemoPatient: true } as unknown as { isDemoPatient: boolean; version: number },
      }),
    );

    expect(error.code).toBe('INVALID_REQUEST');
    expect(server.requests).toHaveLength(0);
  });

  it('rejects with a plain-text error body as the text', async () => {
    server.handle(() => ({ status: 502, body: 'Bad gateway: bot backend unreachable' }));
    const { client } = createClient();

    await expect(rejectionOf(client.call(endpoints.hintsList))).resolves.toMatchObject({
      code: 'HTTP_ERROR',
      message: 'Bad gateway: bot backend unreachable',
    });
  });

  it('rejects with the original error when the server sent no text', async () => {
    server.handle(() => ({ status: 500, statusText: 'Internal Server Error' }));
    const { client } = createClient();

    const error = await rejectionOf(client.call(endpoints.hintsList));

    expect(error).toMatchObject({
      code: 'HTTP_ERROR',
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Request failed with status code 500',
    });
  });

  it('rejects a network failure with NETWORK_ERROR and the original error as cause', async () => {
    const gone = await startTestServer();
    await gone.close();
    const { client } = createClient({ origin: gone.origin });

    const error = await rejectionOf(client.call(endpoints.hintsList));

    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.message).toBe((error.cause as Error).message);
  });

  it('does not report or react to failures of silent calls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.handle(() => ({ status: 401, body: { error: 'MFA_CODE_IS_REQUIRED' } }));
    const { client, onError, onMfaRequired, onLogoutScheduled } = createClient();

    await rejectionOf(client.call(endpoints.sessionLog, { body: { message: 'hello' } }, { silent: true }));
    server.handle(() => ({ status: 401, body: { error: 'Token expired.' } }));
    await rejectionOf(client.call(endpoints.sessionLog, { body: { message: 'hello' } }, { silent: true }));
    vi.advanceTimersByTime(LOGOUT_DELAY_MS);

    expect(onError).not.toHaveBeenCalled();
    expect(onMfaRequired).not.toHaveBeenCalled();
    expect(onLogoutScheduled).not.toHaveBeenCalled();
  });
});

describe('createApiClient: getErrorMessage', () => {
  it("gives the server's text in English and the generic sentence in other locales", async () => {
    server.handle(() => ({ status: 400, body: { error: 'Patient already exist with same details' } }));
    let locale = 'en';
    const { client } = createClient({ getLocale: () => locale });

    const error = await rejectionOf(client.call(endpoints.tagsList));

    expect(client.getErrorMessage(error)).toBe('Patient already exist with same details');
    locale = 'ja';
    expect(client.getErrorMessage(error)).toBe(GENERIC_ERROR_MESSAGES.ja);
    locale = 'es-US';
    expect(client.getErrorMessage(error)).toBe(GENERIC_ERROR_MESSAGES.en);
  });
});

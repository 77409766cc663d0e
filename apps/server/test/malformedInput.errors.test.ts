import { createVertexValue } from '@carecall/graph-core';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  patientPhones,
  patients,
  questionnaires,
  recordingContents,
  recordings,
} from '../src/db/schema/index.ts';
import { createPkce } from './browserSession.ts';
import { createTestApp, type TestApp, type TestSession } from './harness.ts';
import { buildPatientInput } from './patientRequests.ts';
import { buildCheckIn, createMp3Bytes, toBody } from './questionnaireFixtures.ts';

const FIRST_BEYOND_INTEGER = 2 ** 31;
const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';
const SURROGATE_MESSAGE = 'Must be valid Unicode text: it contains an unpaired surrogate (U+D800–U+DFFF)';

interface ErrorBody {
  error: string;
  code: string;
  fields?: { path: string; message: string }[];
}

async function setUp() {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const superAdmin = await testApp.signIn('super@demo.test');
  return { testApp, demoCare, superAdmin };
}

/** JSON as a client would send it, lone surrogates escaped (`JSON.stringify` writes them as `\udXXX`). */
function asJson(value: unknown) {
  return { payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
}

async function expectAnswer(
  session: TestSession,
  request: Parameters<TestSession['inject']>[0],
  status: number,
  code: string,
): Promise<ErrorBody> {
  const response = await session.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json<ErrorBody>();
  expect(body.code, response.body).toBe(code);
  return body;
}

/** The 400 naming `path` with `message`. */
async function expectFieldError(
  session: TestSession,
  request: Parameters<TestSession['inject']>[0],
  path: string,
  message?: string,
): Promise<void> {
  const body = await expectAnswer(session, request, 400, 'VALIDATION_ERROR');
  const field = body.fields?.find((candidate) => candidate.path === path);
  expect(field, JSON.stringify(body)).toBeDefined();
  if (message) expect(field?.message).toBe(message);
}

async function countRows(
  testApp: TestApp,
  table: typeof patients | typeof questionnaires | typeof auditLog | typeof recordings | typeof recordingContents,
) {
  const [row] = await testApp.services.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function firstDemoPatient(testApp: TestApp, organizationId: number) {
  const [row] = await testApp.services.db
    .select({ id: patients.id, firstName: patients.firstName })
    .from(patients)
    .where(eq(patients.organizationId, organizationId))
    .orderBy(patients.id)
    .limit(1);
  if (!row) throw new Error('no demo client');
  return row;
}

async function firstDemoQuestionnaire(testApp: TestApp, organizationId: number) {
  const [row] = await testApp.services.db
    .select({ id: questionnaires.id, version: questionnaires.version })
    .from(questionnaires)
    .where(eq(questionnaires.organizationId, organizationId))
    .orderBy(questionnaires.id)
    .limit(1);
  if (!row) throw new Error('no demo questionnaire');
  return row;
}

describe('text PostgreSQL cannot store is a 400 on its field, and nothing is written', () => {
  it('a NUL in a client field (a text column)', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const before = await countRows(testApp, patients);
    await expectFieldError(
      superAdmin,
      {
        method: 'POST',
        url: '/api/user/patient',
        organizationId: demoCare,
        payload: buildPatientInput({ first_name: 'Ru\u0000th', external_id: 'NUL-1' }),
      },
      'patientDetails.first_name',
      NUL_MESSAGE,
    );
    expect(await countRows(testApp, patients)).toBe(before);
  });

  it('a lone surrogate in a client field, which a text column would silently store as U+FFFD', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const before = await countRows(testApp, patients);
    await expectFieldError(
      superAdmin,
      {
        method: 'POST',
        url: '/api/user/patient',
        organizationId: demoCare,
        ...asJson(buildPatientInput({ last_name: 'Co\ud800hen', external_id: 'SURROGATE-1' })),
      },
      'patientDetails.last_name',
      SURROGATE_MESSAGE,
    );
    // A trailing low surrogate without its high half, in a phone inside an array.
    const input = buildPatientInput({ external_id: 'SURROGATE-2' });
    const phone = input.patientPhones?.[1];
    if (!phone) throw new Error('the fixture has two phones');
    phone.phone_number = '972-48123456\udc00';
    await expectFieldError(
      superAdmin,
      { method: 'POST', url: '/api/user/patient', organizationId: demoCare, ...asJson(input) },
      'patientPhones.1.phone_number',
      SURROGATE_MESSAGE,
    );
    expect(await countRows(testApp, patients)).toBe(before);
  });

  it('a NUL or a lone surrogate in a questionnaire (a jsonb document)', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const before = await countRows(testApp, questionnaires);
    const request = (input: ReturnType<typeof buildCheckIn>) => ({
      method: 'POST' as const,
      url: '/bot/questionnaire',
      organizationId: demoCare,
      ...asJson(toBody(input)),
    });
    await expectFieldError(
      superAdmin,
      request(buildCheckIn({ questionnaire_name: 'Check\udfffin' })),
      'questionnaireName',
      SURROGATE_MESSAGE,
    );
    const withNul = buildCheckIn();
    const greeting = withNul.nodes[0];
    if (!greeting) throw new Error('the fixture starts with a say vertex');
    greeting.value = createVertexValue('say', { message: 'Good\u0000morning' });
    await expectFieldError(superAdmin, request(withNul), 'questionnaire.nodes.0.value.say.message', NUL_MESSAGE);
    expect(await countRows(testApp, questionnaires)).toBe(before);
    // A character outside the Basic Multilingual Plane is a surrogate pair: valid text, stored as sent.
    const saved = await superAdmin.inject(request(buildCheckIn({ questionnaire_name: 'Check-in 🌻' })));
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await testApp.services.db
      .select({ name: questionnaires.name })
      .from(questionnaires)
      .where(eq(questionnaires.id, saved.json<{ id: number }>().id));
    expect(row?.name).toBe('Check-in 🌻');
  });

  it('in a query string, in a key of a body object, and in the device-id header', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const patient = await firstDemoPatient(testApp, demoCare);
    await expectFieldError(
      superAdmin,
      { method: 'GET', url: '/api/user/patient?format=portal_search&search=Ru%00th', organizationId: demoCare },
      'search',
      NUL_MESSAGE,
    );
    await expectFieldError(
      superAdmin,
      { method: 'GET', url: `/api/user/patient/${patient.id}/diagnosis/search?query=E11%00`, organizationId: demoCare },
      'query',
      NUL_MESSAGE,
    );
    await expectFieldError(
      superAdmin,
      {
        method: 'PATCH',
        url: `/api/user/patient/${patient.id}/updatePatientFields`,
        organizationId: demoCare,
        payload: { patientId: patient.id, updateParams: { 'first\u0000name': 'Ruth' } },
      },
      'updateParams.first\\u0000name',
      `Field name: ${NUL_MESSAGE}`,
    );
    const unchanged = await firstDemoPatient(testApp, demoCare);
    expect(unchanged.firstName).toBe(patient.firstName);
    const device = await superAdmin.inject({
      method: 'GET',
      url: '/api/user/settings',
      headers: { 'device-id': `${superAdmin.deviceId}\u0000` },
    });
    expect(device.statusCode, device.body).toBe(400);
    expect(device.json().code).toBe('DEVICE_ID_REQUIRED');
  });
});

describe('ids beyond PostgreSQL integer: 404 in a path, 400 on the field elsewhere', () => {
  /** Up to 100 characters: a longer path segment is Fastify's 414 before any route runs. */
  const impossibleIds = [String(FIRST_BEYOND_INTEGER), String(2 ** 53), '9'.repeat(30), '9'.repeat(99)];

  it('a questionnaire path id no questionnaire can have answers like a missing questionnaire', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const existing = await firstDemoQuestionnaire(testApp, demoCare);
    const missing = await expectAnswer(
      superAdmin,
      { method: 'GET', url: '/bot/questionnaire/999999', organizationId: demoCare },
      404,
      'QUESTIONNAIRE_NOT_FOUND',
    );
    for (const id of impossibleIds) {
      const requests: Parameters<TestSession['inject']>[0][] = [
        { method: 'GET', url: `/bot/questionnaire/${id}` },
        { method: 'GET', url: `/bot/questionnaire/${id}/revisions` },
        { method: 'POST', url: `/bot/questionnaire/${id}/revisions/1/restore`, payload: { version: 1 } },
      ];
      for (const request of requests) {
        const body = await expectAnswer(
          superAdmin,
          { ...request, organizationId: demoCare },
          404,
          'QUESTIONNAIRE_NOT_FOUND',
        );
        expect(Object.keys(body).sort()).toEqual(Object.keys(missing).sort());
      }
      await expectAnswer(
        superAdmin,
        {
          method: 'POST',
          url: `/bot/questionnaire/${existing.id}/revisions/${id}/restore`,
          organizationId: demoCare,
          payload: { version: existing.version },
        },
        404,
        'REVISION_NOT_FOUND',
      );
    }
    const [row] = await testApp.services.db
      .select({ version: questionnaires.version, archive: questionnaires.archive })
      .from(questionnaires)
      .where(eq(questionnaires.id, existing.id));
    expect(row).toEqual({ version: existing.version, archive: false });
  });

  it('a questionnaire save naming one beyond integer: a missing questionnaire or a reference that does not exist', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const before = await countRows(testApp, questionnaires);
    const body = toBody(buildCheckIn());
    await expectAnswer(
      superAdmin,
      {
        method: 'POST',
        url: '/bot/questionnaire',
        organizationId: demoCare,
        payload: { ...body, id: FIRST_BEYOND_INTEGER, version: 1 },
      },
      404,
      'QUESTIONNAIRE_NOT_FOUND',
    );
    for (const shadow of [FIRST_BEYOND_INTEGER, 2 ** 53 - 1]) {
      const refused = await expectAnswer(
        superAdmin,
        {
          method: 'POST',
          url: '/bot/questionnaire',
          organizationId: demoCare,
          payload: { ...body, shadowQuestionnaireId: shadow },
        },
        400,
        'QUESTIONNAIRE_REFERENCE_INVALID',
      );
      expect(refused).toMatchObject({ references: [{ field: 'shadow_questionnaire_id', questionnaireId: shadow }] });
    }
    expect(await countRows(testApp, questionnaires)).toBe(before);
  });

  it('an id in a body (Call Now, speech, a phone of a client update, a delete list) is a 400 on its field', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const patient = await firstDemoPatient(testApp, demoCare);
    const questionnaire = await firstDemoQuestionnaire(testApp, demoCare);
    const auditBefore = await countRows(testApp, auditLog);
    await expectFieldError(
      superAdmin,
      {
        method: 'POST',
        url: '/bot/call',
        organizationId: demoCare,
        payload: { phoneNumber: '1-2025550100', patientId: FIRST_BEYOND_INTEGER, questionnaireId: questionnaire.id },
      },
      'patientId',
    );
    await expectFieldError(
      superAdmin,
      {
        method: 'POST',
        url: '/bot/call',
        organizationId: demoCare,
        payload: { phoneNumber: '1-2025550100', patientId: patient.id, questionnaireId: FIRST_BEYOND_INTEGER },
      },
      'questionnaireId',
    );
    for (const path of ['/bot/speech/question', '/bot/speech/vertex']) {
      await expectFieldError(
        superAdmin,
        {
          method: 'POST',
          url: path,
          organizationId: demoCare,
          payload: { questionnaireId: FIRST_BEYOND_INTEGER, vertex: 'auto_generated_1' },
        },
        'questionnaireId',
      );
      await expectFieldError(
        superAdmin,
        {
          method: 'POST',
          url: path,
          organizationId: demoCare,
          payload: { questionnaireId: questionnaire.id, vertex: 'auto_generated_1', patientId: 2 ** 53 },
        },
        'patientId',
      );
    }
    await expectFieldError(
      superAdmin,
      {
        method: 'DELETE',
        url: '/bot/questionnaire',
        organizationId: demoCare,
        payload: [{ questionnaireId: FIRST_BEYOND_INTEGER, organizationId: demoCare }],
      },
      '0.questionnaireId',
    );
    const phonesBefore = await testApp.services.db
      .select()
      .from(patientPhones)
      .where(eq(patientPhones.patientId, patient.id));
    const update = buildPatientInput({ first_name: 'Changed' });
    await expectFieldError(
      superAdmin,
      {
        method: 'PUT',
        url: `/api/user/patient/${patient.id}`,
        organizationId: demoCare,
        payload: {
          ...update,
          patientPhones: [{ id: FIRST_BEYOND_INTEGER, phone_number: '1-2025550100', label: 'home', is_default: true }],
        },
      },
      'patientPhones.0.id',
    );
    expect((await firstDemoPatient(testApp, demoCare)).firstName).toBe(patient.firstName);
    expect(
      await testApp.services.db.select().from(patientPhones).where(eq(patientPhones.patientId, patient.id)),
    ).toEqual(phonesBefore);
    expect(await countRows(testApp, auditLog)).toBe(auditBefore);
  });

  it('an id in a query string (audit filters, the organization questionnaires are read from) is a 400 on it', async () => {
    const { demoCare, superAdmin } = await setUp();
    for (const id of impossibleIds) {
      for (const name of ['userId', 'clientId']) {
        await expectFieldError(
          superAdmin,
          { method: 'GET', url: `/api/admin/audit?${name}=${id}`, organizationId: demoCare },
          name,
        );
      }
      await expectFieldError(
        superAdmin,
        { method: 'GET', url: `/bot/questionnaire?organizationId=${id}`, organizationId: demoCare },
        'organizationId',
      );
    }
    const inRange = await superAdmin.inject({
      method: 'GET',
      url: `/api/admin/audit?userId=${FIRST_BEYOND_INTEGER - 1}`,
      organizationId: demoCare,
    });
    expect(inRange.statusCode, inRange.body).toBe(200);
    expect(inRange.json().entries).toEqual([]);
  });
});

describe('times and dates PostgreSQL cannot read are a 400 on their field', () => {
  it('a call list range outside the years 1 to 9999, and an active period in year 0', async () => {
    const { testApp, demoCare, superAdmin } = await setUp();
    const patient = await firstDemoPatient(testApp, demoCare);
    const calls = `/api/user/patient/${patient.id}/call/calls`;
    for (const [query, path] of [
      ['startTime=0000-01-01T00%3A00%3A00Z', 'startTime'],
      ['startTime=0001-01-01T00%3A00%3A00%2B01%3A00', 'startTime'],
      ['endTime=9999-12-31T23%3A59%3A59-18%3A00', 'endTime'],
    ] as const) {
      await expectFieldError(
        superAdmin,
        { method: 'GET', url: `${calls}?${query}`, organizationId: demoCare },
        path,
        'Must be a time between the years 1 and 9999',
      );
    }
    const edge = await superAdmin.inject({
      method: 'GET',
      url: `${calls}?startTime=0001-01-01T00%3A00%3A00Z&endTime=9999-12-31T23%3A59%3A59Z`,
      organizationId: demoCare,
    });
    expect(edge.statusCode, edge.body).toBe(200);
    await expectFieldError(
      superAdmin,
      {
        method: 'PATCH',
        url: `/api/user/patient/${patient.id}`,
        organizationId: demoCare,
        payload: { patientData: { start_date: '0000-06-01' } },
      },
      'patientData.start_date',
    );
  });
});

describe('a recording upload whose multipart body is malformed is a 4xx, and nothing is stored', () => {
  const BOUNDARY = 'carecall-test-boundary';
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

  /** One part, written by hand: FormData cannot produce the broken bodies below. */
  function part(disposition: string, body: Buffer | string, type = 'audio/mpeg'): Buffer {
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body), Buffer.from('\r\n')]);
  }
  const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
  const mp3 = createMp3Bytes();

  it('answers 400 MALFORMED_MULTIPART for a body the parser cannot read', async () => {
    const { testApp, superAdmin } = await setUp();
    const before = [await countRows(testApp, recordings), await countRows(testApp, recordingContents)];
    const bodies: { name: string; payload: Buffer | string; type: string }[] = [
      {
        name: 'no boundary',
        payload: part('form-data; name="recordingFile"; filename="a.mp3"', mp3),
        type: 'multipart/form-data',
      },
      {
        name: 'cut short inside the file',
        payload: part('form-data; name="recordingFile"; filename="a.mp3"', mp3).subarray(0, 300),
        type: multipartType,
      },
      { name: 'no part at all', payload: 'plain words, no boundary line', type: multipartType },
    ];
    for (const body of bodies) {
      const response = await superAdmin.inject({
        method: 'POST',
        url: '/bot/questionnaire/recording',
        payload: body.payload,
        headers: { 'content-type': body.type },
      });
      expect(response.statusCode, `${body.name}: ${response.body}`).toBe(400);
      expect(response.json().code, body.name).toBe('MALFORMED_MULTIPART');
    }
    expect([await countRows(testApp, recordings), await countRows(testApp, recordingContents)]).toEqual(before);
  });

  it('answers 400 on the part for a file name, part name or field value PostgreSQL cannot store', async () => {
    const { testApp, superAdmin } = await setUp();
    const before = [await countRows(testApp, recordings), await countRows(testApp, recordingContents)];
    const cases: { payload: Buffer; path: string; message: string }[] = [
      {
        payload: Buffer.concat([part('form-data; name="recordingFile"; filename="greet\u0000ing.mp3"', mp3), closing]),
        path: 'recordingFile.filename',
        message: NUL_MESSAGE,
      },
      {
        payload: Buffer.concat([
          part('form-data; name="recordingFile"; filename*=UTF-8\'\'greet%00ing.mp3', mp3),
          closing,
        ]),
        path: 'recordingFile.filename',
        message: NUL_MESSAGE,
      },
      {
        payload: Buffer.concat([
          part('form-data; name="note"', 'a\u0000b', 'text/plain'),
          part('form-data; name="recordingFile"; filename="greeting.mp3"', mp3),
          closing,
        ]),
        path: 'note',
        message: NUL_MESSAGE,
      },
      {
        payload: Buffer.concat([part('form-data; name="recording\u0000File"; filename="greeting.mp3"', mp3), closing]),
        path: 'recording\\u0000File',
        message: `Field name: ${NUL_MESSAGE}`,
      },
    ];
    for (const { payload, path, message } of cases) {
      await expectFieldError(
        superAdmin,
        {
          method: 'POST',
          url: '/bot/questionnaire/recording',
          payload,
          headers: { 'content-type': multipartType },
        },
        path,
        message,
      );
    }
    expect([await countRows(testApp, recordings), await countRows(testApp, recordingContents)]).toEqual(before);
    const valid = await superAdmin.inject({
      method: 'POST',
      url: '/bot/questionnaire/recording',
      payload: Buffer.concat([part('form-data; name="recordingFile"; filename="greeting.mp3"', mp3), closing]),
      headers: { 'content-type': multipartType },
    });
    expect(valid.statusCode, valid.body).toBe(200);
    expect([await countRows(testApp, recordings), await countRows(testApp, recordingContents)]).toEqual(
      before.map((rows) => rows + 1),
    );
  });
});

describe('the built-in provider, handed text PostgreSQL cannot store, refuses the request and stores nothing', () => {
  it('refuses a NUL in client_id or state as an invalid request, not a failed query', async () => {
    const testApp = await createTestApp();
    const pkce = createPkce();
    const authorize = (extra: Record<string, string>) =>
      testApp.app.inject({
        method: 'GET',
        url: `/oidc/auth?${new URLSearchParams({
          client_id: 'carecall-portal',
          redirect_uri: 'http://localhost:3000/callback',
          response_type: 'code',
          scope: 'openid profile email',
          code_challenge: pkce.challenge,
          code_challenge_method: 'S256',
          ...extra,
        })}`,
      });
    const unknownClient = await authorize({ client_id: 'carecall-portal\u0000' });
    expect(unknownClient.statusCode, unknownClient.body.slice(0, 300)).toBe(400);
    // With a valid client and redirect address, OAuth answers errors at the client: back to it with invalid_request.
    // (A URL cannot carry a lone surrogate: it arrives as U+FFFD, which is text like any other.)
    const refused = await authorize({ state: 'a\u0000b' });
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(303);
    expect(String(refused.headers.location)).toMatch(/^http:\/\/localhost:3000\/callback\?error=invalid_request&/);
    const fine = await authorize({ state: 'plain-state' });
    expect(fine.statusCode, fine.body.slice(0, 300)).toBe(303);
  });
});

import type { Patient, UserRecord, UserSession, VersionConflictBody } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, organizationSettings, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp, type TestSession } from './harness.ts';
import { buildPatientInput, createPatient } from './patientRequests.ts';
import { buildCheckIn, createThroughApi, save, toBody } from './questionnaireFixtures.ts';
import { callMfa, getSessionUser, readLatestCode } from './secondFactorRequests.ts';

/** Two values a write can set, so two writers based on one version want different outcomes. */
type Variant = 'a' | 'b';

/** One write of a client (or of what shares its version), built for a version and a variant of its value. */
interface ClientWrite {
  id: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (patientId: number) => string;
  body: (patientId: number, variant: Variant) => Record<string, unknown>;
  /** What the client shows of the value stored (its record and its active diagnoses). */
  stored: (patient: Patient, diagnoses: number[]) => unknown;
  /** What `stored` shows once the variant's write alone was stored. */
  expected: (variant: Variant) => unknown;
  /** Brings a new client (version 1) to the state the write applies to; answers the version it leaves. */
  prepare?: (session: TestSession, organizationId: number, patientId: number) => Promise<number>;
}

async function addConsent(session: TestSession, organizationId: number, patientId: number): Promise<number> {
  const response = await session.inject({
    method: 'POST',
    url: `/api/user/patient/${patientId}/tag`,
    organizationId,
    payload: { name: 'consent call', params: 'accepted', version: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ version: number }>().version;
}

/** Every write of a client the contract has: the details, its settings, tags and diagnoses. */
const CLIENT_WRITES: readonly ClientWrite[] = [
  {
    id: 'patientsUpdate',
    method: 'PUT',
    url: (id) => `/api/user/patient/${id}`,
    body: (_id, variant) => ({ ...buildPatientInput({ city: variant === 'a' ? 'Acre' : 'Beersheba' }) }),
    stored: (patient) => patient.patientDetails.city,
    expected: (variant) => (variant === 'a' ? 'Acre' : 'Beersheba'),
  },
  {
    id: 'patientsPatchActivePeriod',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}`,
    body: (_id, variant) => ({ patientData: { end_date: variant === 'a' ? '2030-01-31' : '2031-01-31' } }),
    stored: (patient) => patient.patientDetails.end_date,
    expected: (variant) => (variant === 'a' ? '2030-01-31' : '2031-01-31'),
  },
  {
    id: 'patientsUpdateFields',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/updatePatientFields`,
    body: (id, variant) => ({ patientId: id, updateParams: { note: variant === 'a' ? 'Mornings' : 'Evenings' } }),
    stored: (patient) => patient.patientDetails.note,
    expected: (variant) => (variant === 'a' ? 'Mornings' : 'Evenings'),
  },
  {
    id: 'patientsSetType',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/patientType`,
    body: (_id, variant) => ({ isDemoPatient: variant === 'a' }),
    stored: (patient) => patient.isDemoPatient,
    expected: (variant) => variant === 'a',
  },
  {
    id: 'patientsSetTranscription',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/transcription`,
    body: (_id, variant) => ({ isTranscription: variant === 'a' }),
    stored: (patient) => patient.isCallTranscriptionOn,
    expected: (variant) => variant === 'a',
  },
  {
    id: 'schedulerSetFrequency',
    method: 'POST',
    url: (id) => `/api/user/scheduler/settings/${id}/frequency`,
    body: (_id, variant) => ({ days_frequency: variant === 'a' ? 14 : 28 }),
    stored: (patient) => patient.patientSchedulerFrequency?.days_frequency,
    expected: (variant) => (variant === 'a' ? 14 : 28),
  },
  {
    id: 'patientTagsAdd',
    method: 'POST',
    url: (id) => `/api/user/patient/${id}/tag`,
    body: (_id, variant) =>
      variant === 'a'
        ? { name: 'consent call', params: 'accepted' }
        : { name: 'consent call', params: 'declined', description: 'gave no reason' },
    stored: (patient) => patient.patientTags['consent call']?.params,
    expected: (variant) => (variant === 'a' ? 'accepted' : 'declined'),
  },
  {
    id: 'patientTagsUpdate',
    method: 'PUT',
    url: (id) => `/api/user/patient/${id}/tag`,
    body: (_id, variant) => ({
      name: 'consent call',
      params: 'declined',
      description: variant === 'a' ? 'gave no reason' : 'weekly calls too frequent',
    }),
    stored: (patient) => patient.patientTags['consent call']?.description,
    expected: (variant) => (variant === 'a' ? 'gave no reason' : 'weekly calls too frequent'),
    prepare: addConsent,
  },
  {
    id: 'patientTagsRemove',
    method: 'DELETE',
    url: (id) => `/api/user/patient/${id}/tag`,
    body: (_id, variant) => ({ name: variant === 'a' ? 'consent call' : 'prefers evening' }),
    stored: (patient) => Object.keys(patient.patientTags).sort(),
    expected: (variant) => (variant === 'a' ? ['prefers evening'] : ['consent call']),
    async prepare(session, organizationId, patientId) {
      const version = await addConsent(session, organizationId, patientId);
      const response = await session.inject({
        method: 'POST',
        url: `/api/user/patient/${patientId}/tag`,
        organizationId,
        payload: { name: 'prefers evening', params: 'yes', version },
      });
      return response.json<{ version: number }>().version;
    },
  },
  {
    id: 'diagnosesUpdate',
    method: 'PATCH',
    url: (id) => `/api/user/patient/${id}/diagnosis`,
    body: (_id, variant) => ({
      patientProperties: [],
      propertiesToUpdate: [{ entity_id: variant === 'a' ? 1 : 2, order: 1, active: 1 }],
    }),
    stored: (_patient, diagnoses) => diagnoses,
    expected: (variant) => [variant === 'a' ? 1 : 2],
  },
];

interface Writers {
  testApp: TestApp;
  demoCare: number;
  /** Two people who may make every client write (the active period is a super admin's). */
  first: TestSession;
  second: TestSession;
  names: Map<TestSession, string>;
}

async function setUpWriters(write?: ClientWrite): Promise<Writers> {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const first = await testApp.signIn('super@demo.test');
  const second = await testApp.signIn(
    write?.id === 'patientsPatchActivePeriod' ? 'super@demo.test' : 'admin@demo.test',
  );
  const names = new Map<TestSession, string>();
  for (const session of [first, second]) {
    const user = (
      await session.inject({ method: 'GET', url: '/api/user/auth/', organizationId: demoCare })
    ).json<UserSession>();
    names.set(session, `${user.first_name} ${user.last_name}`);
  }
  return { testApp, demoCare, first, second, names };
}

async function readActiveDiagnoses(session: TestSession, organizationId: number, patientId: number) {
  const response = await session.inject({
    method: 'GET',
    url: `/api/user/patient/${patientId}/diagnosis`,
    organizationId,
  });
  return response
    .json<{ patientProperties: { entity_id: number; active: number }[] }>()
    .patientProperties.filter((link) => link.active === 1)
    .map((link) => link.entity_id);
}

async function readClient(session: TestSession, organizationId: number, patientId: number): Promise<Patient> {
  const response = await session.inject({ method: 'GET', url: `/api/user/patient/${patientId}`, organizationId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Patient>();
}

function send(
  session: TestSession,
  organizationId: number,
  write: ClientWrite,
  patientId: number,
  variant: Variant,
  version: number | undefined,
) {
  const body = write.body(patientId, variant);
  return session.inject({
    method: write.method,
    url: write.url(patientId),
    organizationId,
    payload: version === undefined ? body : { ...body, version },
  });
}

async function countAudit(testApp: TestApp, patientId: number): Promise<number> {
  return (await testApp.services.db.select().from(auditLog).where(eq(auditLog.clientId, patientId))).length;
}

describe('client versions: every write is based on the version it read', () => {
  it.each(CLIENT_WRITES)(
    '$id answers the next version and refuses a stale one with whose change won',
    async (write) => {
      const { testApp, demoCare, first, second, names } = await setUpWriters(write);
      const patientId = await createPatient(first, demoCare);
      const base = (await write.prepare?.(first, demoCare, patientId)) ?? 1;

      const won = await send(second, demoCare, write, patientId, 'a', base);
      expect(won.statusCode, won.body).toBe(200);
      const stored = await readClient(first, demoCare, patientId);
      expect(stored.version).toBe(base + 1);
      if ('version' in won.json()) expect(won.json<{ version: number }>().version).toBe(base + 1);

      const auditBefore = await countAudit(testApp, patientId);
      const stale = await send(first, demoCare, write, patientId, 'b', base);
      expect(stale.statusCode, stale.body).toBe(409);
      const conflict = stale.json<VersionConflictBody & { current: Patient }>();
      expect(conflict).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: base + 1 });
      expect(`${conflict.changedBy?.first_name} ${conflict.changedBy?.last_name}`).toBe(names.get(second));
      expect(conflict.changedAt).toBe(stored.last_api_call);
      // The answer carries the client as a read shows it, so the refused screen can show both sides.
      expect(conflict.current).toEqual(stored);
      // Nothing of the refused write was stored or audited.
      expect(await readClient(first, demoCare, patientId)).toEqual(stored);
      expect(await countAudit(testApp, patientId)).toBe(auditBefore + 1);
    },
  );

  it.each(CLIENT_WRITES)('$id without a version is a 400 naming it', async (write) => {
    const { demoCare, first } = await setUpWriters(write);
    const patientId = await createPatient(first, demoCare);
    const response = await send(first, demoCare, write, patientId, 'a', undefined);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: expect.arrayContaining([expect.objectContaining({ path: 'version' })]),
    });
  });

  it.each(CLIENT_WRITES)('$id: of two concurrent writes on one version exactly one is stored', async (write) => {
    const { demoCare, first, second } = await setUpWriters(write);
    const patientId = await createPatient(first, demoCare);
    const base = (await write.prepare?.(first, demoCare, patientId)) ?? 1;
    const answers = await Promise.all([
      send(first, demoCare, write, patientId, 'a', base),
      send(second, demoCare, write, patientId, 'b', base),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner: Variant = answers[0]?.statusCode === 200 ? 'a' : 'b';
    const stored = await readClient(first, demoCare, patientId);
    expect(stored.version).toBe(base + 1);
    // The winner's value alone, never a mix and never the loser's.
    const diagnoses = await readActiveDiagnoses(first, demoCare, patientId);
    expect(write.stored(stored, diagnoses)).toEqual(write.expected(winner));
  });

  it('keeps every one of ten rounds of two concurrent form saves to one winner, as the version moves on', async () => {
    const { demoCare, first, second } = await setUpWriters();
    const patientId = await createPatient(first, demoCare);
    const write = CLIENT_WRITES[0] as ClientWrite;
    for (let round = 0; round < 10; round += 1) {
      const base = (await readClient(first, demoCare, patientId)).version;
      expect(base).toBe(round + 1);
      const answers = await Promise.all([
        send(first, demoCare, write, patientId, 'a', base),
        send(second, demoCare, write, patientId, 'b', base),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json<Patient>();
      expect((await readClient(first, demoCare, patientId)).patientDetails.city).toBe(winner?.patientDetails.city);
    }
  });

  it('lets only one of different writes sharing the client version win when they race', async () => {
    const { demoCare, first, second } = await setUpWriters();
    const patientId = await createPatient(first, demoCare);
    const byId = (id: string) => CLIENT_WRITES.find((write) => write.id === id) as ClientWrite;
    const answers = await Promise.all([
      send(first, demoCare, byId('patientsUpdate'), patientId, 'a', 1),
      send(second, demoCare, byId('patientTagsAdd'), patientId, 'a', 1),
      send(first, demoCare, byId('diagnosesUpdate'), patientId, 'a', 1),
      send(second, demoCare, byId('schedulerSetFrequency'), patientId, 'a', 1),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await readClient(first, demoCare, patientId)).version).toBe(2);
  });

  it('chains writes on the versions they answer, and the diagnosis list tells the version too', async () => {
    const { demoCare, first } = await setUpWriters();
    const patientId = await createPatient(first, demoCare);
    let version = 1;
    for (const write of CLIENT_WRITES.filter((candidate) => !candidate.prepare)) {
      const response = await send(first, demoCare, write, patientId, 'a', version);
      expect(response.statusCode, `${write.id}: ${response.body}`).toBe(200);
      version += 1;
      expect(response.json<{ version: number }>().version, write.id).toBe(version);
    }
    const diagnoses = await first.inject({
      method: 'GET',
      url: `/api/user/patient/${patientId}/diagnosis`,
      organizationId: demoCare,
    });
    expect(diagnoses.json()).toMatchObject({ version });
    const created = await first.inject({
      method: 'POST',
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: buildPatientInput({ first_name: 'Newer', external_id: 'EXT-NEW' }),
    });
    expect(created.json()).toMatchObject({ data: { version: 1 } });
  });

  it("never tells another organization's client apart by its version: a stale write there is 404", async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const demoCare = await testApp.organizationId('Demo Care');
    const superAdmin = await testApp.signIn('super@demo.test');
    const northClient = await createPatient(superAdmin, north);
    for (const write of CLIENT_WRITES) {
      const response = await send(superAdmin, demoCare, write, northClient, 'a', 99);
      expect(response.statusCode, write.id).toBe(404);
      expect(response.json(), write.id).toEqual({ error: 'Patient not found', code: 'NOT_FOUND' });
    }
  });
});

describe('questionnaire versions', () => {
  const settingsPatch = (id: number) => ({
    id,
    archive: false,
    is_multiple_languages: true,
    shadow_questionnaire_id: 0,
    language: 'en-US',
  });

  it('require the version on settings changes and restores', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    for (const request of [
      { method: 'PATCH' as const, url: `/bot/questionnaire/${id}`, payload: settingsPatch(id) },
      { method: 'POST' as const, url: `/bot/questionnaire/${id}/revisions/1/restore`, payload: {} },
    ]) {
      const response = await admin.inject(request);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'version' })]));
    }
  });

  it('answer a stale change with whose change won, when, and the current list entry', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const superAdmin = await testApp.signIn('super@demo.test');
    const demoCare = await testApp.organizationId('Demo Care');
    const { id } = await createThroughApi(admin);
    const saved = await save(superAdmin, toBody(buildCheckIn({ id, questionnaire_name: 'Renamed' }), 1), demoCare);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const request of [
      { method: 'PATCH' as const, url: `/bot/questionnaire/${id}`, payload: { ...settingsPatch(id), version: 1 } },
      { method: 'POST' as const, url: `/bot/questionnaire/${id}/revisions/1/restore`, payload: { version: 1 } },
      { method: 'POST' as const, url: '/bot/questionnaire', payload: toBody(buildCheckIn({ id }), 1) },
    ]) {
      const response = await admin.inject(request);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'QUESTIONNAIRE_VERSION_CONFLICT',
        currentVersion: 2,
        changedBy: { first_name: 'Sam', last_name: 'Super' },
        changedAt: expect.any(String),
        current: { id, name: 'Renamed', version: 2, read_only: false },
      });
    }
  });

  it('let exactly one of two concurrent settings changes on one version win', async () => {
    const testApp = await createTestApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { id } = await createThroughApi(admin);
    const patch = (language: string) =>
      admin.inject({
        method: 'PATCH',
        url: `/bot/questionnaire/${id}`,
        payload: { ...settingsPatch(id), language, version: 1 },
      });
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([patch('en-US'), patch('es-US')]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      if (round === 0) expect(statuses).toEqual([200, 409]);
      else expect(statuses).toEqual([409, 409]);
    }
    const current = (await admin.inject({ method: 'GET', url: `/bot/questionnaire/${id}` })).json();
    expect(current.version).toBe(2);
  });
});

describe('user and organization settings versions', () => {
  it('expose the user version where users are read; the time-zone update leaves it alone', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const session = (
      await admin.inject({ method: 'GET', url: '/api/user/auth/', organizationId: demoCare })
    ).json<UserSession>();
    expect(session.version).toBe(1);
    const zone = await admin.inject({
      method: 'POST',
      url: '/api/user/updateUserTimeZone',
      organizationId: demoCare,
      payload: { timeOffSet: -540, timezone: 'Asia/Tokyo' },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    const again = (
      await admin.inject({ method: 'GET', url: '/api/user/auth/', organizationId: demoCare })
    ).json<UserSession>();
    expect(again.version).toBe(1);

    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/userWithEmail',
      organizationId: demoCare,
      payload: {
        first_name: 'Dana',
        last_name: 'Levi',
        email: 'dana.levi@demo.test',
        language: 'en',
        country_code: '1',
        phone_number: '2025550177',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<{ user: UserRecord }>().user.version).toBe(1);
    const listed = (await admin.inject({ method: 'GET', url: '/api/admin/users', organizationId: demoCare })).json<{
      users: UserRecord[];
    }>().users;
    expect(listed.length).toBeGreaterThan(1);
    expect(listed.every((user) => user.version === 1)).toBe(true);
  });

  it('move the user version when the user enters and confirms a phone at the second factor', async () => {
    const testApp = await createTestApp();
    const newcomer = await testApp.signIn('new@demo.test', { trustDevice: false });
    const versionOf = async () => {
      const [row] = await testApp.services.db
        .select({ id: users.id, version: users.version, updatedBy: users.updatedBy })
        .from(users)
        .where(eq(users.email, 'new@demo.test'));
      return row;
    };
    expect((await versionOf())?.version).toBe(1);
    const submitted = await callMfa(newcomer, 'POST', 'verifyUserIdentity', { phoneNumber: '+972-501234567' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await versionOf()).toMatchObject({ version: 2 });
    const code = await readLatestCode(testApp, '+972-501234567');
    expect((await callMfa(newcomer, 'POST', 'verifyCode', { code, rememberDevice: false })).statusCode).toBe(200);
    const confirmed = await versionOf();
    expect(confirmed).toMatchObject({ version: 3, updatedBy: confirmed?.id });
    expect((await getSessionUser(newcomer)).json()).toMatchObject({ version: 3 });
  });

  it('expose the settings version: 0 before an organization stores any, then the stored one', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const superAdmin = await testApp.signIn('super@demo.test');
    const read = async (organizationId: number) =>
      (await superAdmin.inject({ method: 'GET', url: '/api/user/settings', organizationId })).json<{
        version: number;
      }>().version;
    const demoCareVersion = await read(demoCare);
    expect(demoCareVersion).toBeGreaterThanOrEqual(1);
    await testApp.services.db.delete(organizationSettings).where(eq(organizationSettings.organizationId, north));
    testApp.services.settingsCache.forget(north);
    expect(await read(north)).toBe(0);
    const [row] = await testApp.services.db
      .select({ version: organizationSettings.version })
      .from(organizationSettings)
      .where(and(eq(organizationSettings.organizationId, demoCare)));
    expect(row?.version).toBe(demoCareVersion);
  });
});

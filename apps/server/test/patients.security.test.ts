import { endpointList, endpoints, type Patient, type PatientSearchRecord } from '@carecall/api-client';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, patients } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  buildPatientInput,
  CLIENT_ENDPOINT_REQUESTS,
  createPatient,
  setUpTwoOrganizations,
} from './patientRequests.ts';

/** The contract's client endpoints this backend serves: those that name one client, plus list and create. */
const CLIENT_ENDPOINT_IDS = [
  ...CLIENT_ENDPOINT_REQUESTS.map((request) => request.id),
  'patientsList',
  'patientsCreate',
];

/** A seeded client of an organization that has a consent tag, so every tag request would apply to it. */
async function findSeededClient(testApp: TestApp, organizationId: number): Promise<number> {
  const [row] = await testApp.services.db
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.organizationId, organizationId))
    .orderBy(patients.id)
    .limit(1);
  if (!row) throw new Error('no seeded client');
  return row.id;
}

describe('clients: who may call', () => {
  it('covers every client endpoint of the contract', () => {
    const served = endpointList
      .filter((endpoint) => endpoint.path.startsWith('/user/patient') && !endpoint.path.includes('/call'))
      .filter((endpoint) => !endpoint.path.includes('/activityLog'))
      // A client's scheduled bot calls have their own refusals by role and organization (scheduledBotCalls.test.ts).
      .filter((endpoint) => !endpoint.path.includes('/scheduledCalls'))
      .map((endpoint) => endpoint.id);
    expect([...served, 'schedulerSetFrequency'].sort()).toEqual([...CLIENT_ENDPOINT_IDS].sort());
  });

  it('answers 401 without a token on every client endpoint', async () => {
    const testApp = await createTestApp();
    const requests = [
      ...CLIENT_ENDPOINT_REQUESTS.map((request) => ({
        method: request.method,
        url: request.url(1),
        payload: request.payload?.(1),
      })),
      { method: 'GET' as const, url: '/api/user/patient', payload: undefined },
      { method: 'POST' as const, url: '/api/user/patient', payload: buildPatientInput() },
    ];
    for (const request of requests) {
      const response = await testApp.app.inject({
        method: request.method,
        url: request.url,
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
      });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('answers 403 for an organization the user does not belong to, before looking at the client', async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const northClient = await findSeededClient(testApp, north);
    const operator = await testApp.signIn('operator@demo.test');
    for (const request of CLIENT_ENDPOINT_REQUESTS) {
      const response = await operator.inject({
        method: request.method,
        url: request.url(northClient),
        organizationId: north,
        ...(request.payload ? { payload: request.payload(northClient) as object } : {}),
      });
      expect(response.statusCode, request.id).toBe(403);
      // A role too low for the endpoint is refused first: the organization is never looked at.
      const code = request.id === 'patientsPatchActivePeriod' ? 'FORBIDDEN' : 'ORGANIZATION_FORBIDDEN';
      expect(response.json(), request.id).toMatchObject({ code });
    }
    const list = await operator.inject({ method: 'GET', url: '/api/user/patient', organizationId: north });
    expect(list.statusCode).toBe(403);
    const create = await operator.inject({
      method: 'POST',
      url: '/api/user/patient',
      organizationId: north,
      payload: buildPatientInput(),
    });
    expect(create.statusCode).toBe(403);
  });

  it('lets only super admins set the active period', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const patientId = await createPatient(admin, demoCare);
    const patch = await admin.inject({
      method: 'PATCH',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: { patientData: { start_date: '2026-01-01' }, version: 1 },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toMatchObject({ code: 'FORBIDDEN' });
    // The same change through the other routes that carry the dates.
    const fields = await admin.inject({
      method: 'PATCH',
      url: `/api/user/patient/${patientId}/updatePatientFields`,
      organizationId: demoCare,
      payload: { patientId, updateParams: { start_date: '2026-01-01' }, version: 1 },
    });
    expect(fields.statusCode).toBe(403);
    const update = await admin.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: { ...buildPatientInput({ end_date: '2026-12-31' }), version: 1 },
    });
    expect(update.statusCode).toBe(403);
    const create = await admin.inject({
      method: 'POST',
      url: '/api/user/patient',
      organizationId: demoCare,
      payload: buildPatientInput({ external_id: 'EXT-2', first_name: 'Dina', start_date: '2026-01-01' }),
    });
    expect(create.statusCode).toBe(403);
    // Sending the stored dates unchanged is not a change of the period.
    const unchanged = await admin.inject({
      method: 'PUT',
      url: `/api/user/patient/${patientId}`,
      organizationId: demoCare,
      payload: { ...buildPatientInput({ start_date: null, end_date: '' }), version: 1 },
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });
});

describe('clients: one organization never reaches another organization’s clients', () => {
  it('answers 404 on every client endpoint for every client of the other organization, and changes nothing', async () => {
    const testApp = await createTestApp();
    const { demoCare, north, superAdmin } = await setUpTwoOrganizations(testApp);
    const northClient = await findSeededClient(testApp, north);
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const readInNorth = async () =>
      (await superAdmin.inject({ method: 'GET', url: `/api/user/patient/${northClient}`, organizationId: north })).json<
        Patient & { last_api_call: string }
      >();
    const before = await readInNorth();

    // The super admin belongs to both organizations: only the selected one counts.
    const clientsOf = async (organizationId: number) =>
      (
        await testApp.services.db
          .select({ id: patients.id })
          .from(patients)
          .where(eq(patients.organizationId, organizationId))
      ).map((row) => row.id);
    const attempts = [
      ...(await clientsOf(north)).map((patientId) => ({
        session: superAdmin,
        role: 201,
        organizationId: demoCare,
        patientId,
      })),
      ...(await clientsOf(demoCare)).map((patientId) => ({
        session: northAdmin,
        role: 151,
        organizationId: north,
        patientId,
      })),
    ];
    expect(attempts.length).toBeGreaterThan(50);
    for (const { session, role, organizationId, patientId } of attempts) {
      for (const request of CLIENT_ENDPOINT_REQUESTS) {
        const minRole = endpoints[request.id as keyof typeof endpoints].minRole ?? 0;
        if (role < minRole) continue;
        const response = await session.inject({
          method: request.method,
          url: request.url(patientId),
          organizationId,
          ...(request.payload ? { payload: request.payload(patientId) as object } : {}),
        });
        expect(response.statusCode, `${request.id} on client ${patientId}`).toBe(404);
        expect(response.json(), request.id).toEqual({ error: 'Patient not found', code: 'NOT_FOUND' });
      }
    }
    // A client that does not exist answers exactly the same.
    const missing = await superAdmin.inject({
      method: 'GET',
      url: '/api/user/patient/2000000000',
      organizationId: demoCare,
    });
    expect(missing.json()).toEqual({ error: 'Patient not found', code: 'NOT_FOUND' });

    expect(await readInNorth()).toEqual(before);
    const diagnoses = await superAdmin.inject({
      method: 'GET',
      url: `/api/user/patient/${northClient}/diagnosis`,
      organizationId: north,
    });
    expect(diagnoses.statusCode).toBe(200);
    const audited = await testApp.services.db
      .select({ action: auditLog.action, organizationId: auditLog.organizationId })
      .from(auditLog)
      .where(inArray(auditLog.clientId, [...(await clientsOf(north)), ...(await clientsOf(demoCare))]));
    // Only the super admin's own reads in North were recorded; no refused request left a trace of a change.
    expect(audited.every((entry) => entry.organizationId === north && entry.action.endsWith('_read'))).toBe(true);
  });

  it('lists only the selected organization’s clients, also for an admin of the parent organization', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const admin = await testApp.signIn('admin@demo.test');
    const created = await createPatient(admin, north, buildPatientInput({ external_id: 'N-1' }));
    const listOf = async (organizationId: number) =>
      (await admin.inject({ method: 'GET', url: '/api/user/patient?format=portal_search', organizationId })).json<{
        patients: PatientSearchRecord[];
      }>().patients;
    const inNorth = await listOf(north);
    const inDemoCare = await listOf(demoCare);
    expect(inNorth.map((record) => record.patient_id)).toContain(created);
    expect(inDemoCare.map((record) => record.patient_id)).not.toContain(created);
    const rows = await testApp.services.db
      .select({ id: patients.id, organizationId: patients.organizationId })
      .from(patients)
      .where(
        inArray(
          patients.id,
          [...inNorth, ...inDemoCare].map((record) => record.patient_id),
        ),
      );
    const organizationOf = new Map(rows.map((row) => [row.id, row.organizationId]));
    expect(inNorth.every((record) => organizationOf.get(record.patient_id) === north)).toBe(true);
    expect(inDemoCare.every((record) => organizationOf.get(record.patient_id) === demoCare)).toBe(true);
  });

  it('creates a client in the selected organization whatever the body says', async () => {
    const testApp = await createTestApp();
    const { north, superAdmin } = await setUpTwoOrganizations(testApp);
    const patientId = await createPatient(superAdmin, north, {
      ...buildPatientInput(),
      // Not part of the contract: dropped by the schema, never used to pick the organization.
      ...({ organization_id: 1, organizationId: 1 } as object),
    });
    const [row] = await testApp.services.db
      .select({ organizationId: patients.organizationId })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(row?.organizationId).toBe(north);
  });
});

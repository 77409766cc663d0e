import { CONSENT_TAG_NAME, type Endpoint, endpointList } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, calls, patientPhones, patientTags, users } from '../src/db/schema/index.ts';
import { findUnservedEndpoints } from '../src/routes/registerContractRoutes.ts';
import { findClient } from './callContentFixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

interface ErrorBody {
  error: string;
  code?: string;
  fields?: { path: string; message: string }[];
}

async function careClient(testApp: TestApp) {
  const organizationId = await testApp.organizationId('Demo Care');
  const patientId = await findClient(testApp, organizationId);
  const operator = await testApp.signIn('operator@demo.test');
  const create = (payload: unknown, id: number | string = patientId) =>
    operator.inject({
      method: 'POST',
      url: `/api/user/patient/${id}/call`,
      organizationId,
      payload: payload as object,
    });
  return { organizationId, patientId, operator, create };
}

async function readCall(testApp: TestApp, callId: number) {
  const [row] = await testApp.services.db.select().from(calls).where(eq(calls.id, callId));
  return row;
}

describe('POST /api/user/patient/{id}/call', () => {
  it('creates the call record to a custom number, by its operator, and audits it', async () => {
    const testApp = await createTestApp();
    const { organizationId, patientId, create } = await careClient(testApp);
    const response = await create({
      patient_country_code: '1',
      patient_phone_number: '2025550188',
      'call-type': 'phone',
      fromProduct: 'other',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { call_id: callId } = response.json<{ call_id: number }>();
    const [operatorRow] = await testApp.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'operator@demo.test'));
    expect(await readCall(testApp, callId)).toMatchObject({
      organizationId,
      patientId,
      source: 'phone',
      product: 'other',
      interviewerId: operatorRow?.id,
      patientPhone: '1-2025550188',
      patientDialStatus: null,
      isDryRun: false,
    });
    const entries = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_call_created'), eq(auditLog.clientId, patientId)));
    expect(entries).toEqual([
      expect.objectContaining({
        userId: operatorRow?.id,
        organizationId,
        detail: { callId, customNumber: true },
      }),
    ]);
    // The audit entry names the call, never the number dialled.
    expect(JSON.stringify(entries)).not.toContain('2025550188');
  });

  it('without a custom number calls the client’s default phone, as a voice call of the lift product', async () => {
    const testApp = await createTestApp();
    const { patientId, create } = await careClient(testApp);
    const [phone] = await testApp.services.db
      .select()
      .from(patientPhones)
      .where(and(eq(patientPhones.patientId, patientId), eq(patientPhones.isDefault, true)));
    if (!phone) throw new Error('the seeded client has no default phone');
    const response = await create({});
    expect(response.statusCode, response.body).toBe(200);
    expect(await readCall(testApp, response.json<{ call_id: number }>().call_id)).toMatchObject({
      source: 'voip',
      product: 'lift',
      patientPhone: `${phone.countryCode}-${phone.number}`,
    });
  });

  it('answers 400 naming the field for a number, country code or call type that is wrong, and stores nothing', async () => {
    const testApp = await createTestApp();
    const { patientId, create } = await careClient(testApp);
    const before = await testApp.services.db.select({ id: calls.id }).from(calls).where(eq(calls.patientId, patientId));
    for (const [payload, field] of [
      [{ patient_country_code: '1', patient_phone_number: '12' }, 'patient_phone_number'],
      [{ patient_country_code: '1', patient_phone_number: 'call me' }, 'patient_phone_number'],
      [{ patient_country_code: '1' }, 'patient_phone_number'],
      [{ patient_phone_number: '2025550188' }, 'patient_country_code'],
      [{ patient_country_code: '999', patient_phone_number: '2025550188' }, 'patient_country_code'],
      [{ 'call-type': 'fax' }, 'call-type'],
      [{ fromProduct: 'robot' }, 'fromProduct'],
    ] as const) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error).toBeTruthy();
      expect(
        body.fields?.map((problem) => problem.path),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const badId = await create({}, 'abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorBody>().fields?.map((problem) => problem.path)).toEqual(['patientId']);
    const after = await testApp.services.db.select({ id: calls.id }).from(calls).where(eq(calls.patientId, patientId));
    expect(after).toHaveLength(before.length);
  });

  it('answers 400 naming the number for a client without a phone, and 409 for one who declined calls', async () => {
    const testApp = await createTestApp();
    const { patientId, create } = await careClient(testApp);
    await testApp.services.db
      .update(patientPhones)
      .set({ number: 'null' })
      .where(eq(patientPhones.patientId, patientId));
    const noPhone = await create({});
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json<ErrorBody>().fields?.map((problem) => problem.path)).toEqual(['patient_phone_number']);
    // A custom number still reaches a client with no phone of their own.
    expect((await create({ patient_country_code: '1', patient_phone_number: '2025550188' })).statusCode).toBe(200);

    await testApp.services.db
      .delete(patientTags)
      .where(and(eq(patientTags.patientId, patientId), eq(patientTags.name, CONSENT_TAG_NAME)));
    await testApp.services.db.insert(patientTags).values({ patientId, name: CONSENT_TAG_NAME, params: 'declined' });
    const declined = await create({ patient_country_code: '1', patient_phone_number: '2025550188' });
    expect(declined.statusCode).toBe(409);
    expect(declined.json<ErrorBody>()).toMatchObject({ code: 'PATIENT_CONSENT_DECLINED' });
  });

  it('refuses another organization’s client like a missing one, and a caller without sign-in', async () => {
    const testApp = await createTestApp();
    const { organizationId, create } = await careClient(testApp);
    const north = await testApp.organizationId('Demo Care North');
    const northClient = await findClient(testApp, north);
    const payload = { patient_country_code: '1', patient_phone_number: '2025550188' };
    const northCalls = () =>
      testApp.services.db.select({ id: calls.id }).from(calls).where(eq(calls.patientId, northClient));
    const before = await northCalls();
    const foreign = await create(payload, northClient);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ErrorBody>().error).toBeTruthy();
    // Naming the other organization is refused too: the operator is no member of it.
    const operator = await testApp.signIn('operator@demo.test');
    const otherOrganization = await operator.inject({
      method: 'POST',
      url: `/api/user/patient/${northClient}/call`,
      organizationId: north,
      payload,
    });
    expect(otherOrganization.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/user/patient/${northClient}/call`,
      headers: { 'organization-id': String(organizationId) },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await northCalls()).toHaveLength(before.length);
  });
});

describe('the contract served', () => {
  it('has a handler for every endpoint the api-client declares', async () => {
    const testApp = await createTestApp();
    expect(findUnservedEndpoints(testApp.app, endpointList).map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('refuses to build an app that leaves a contract endpoint without a handler, naming it', async () => {
    const missing: Endpoint = {
      id: 'unservedExample',
      service: 'therapy',
      method: 'GET',
      path: '/user/unserved-example',
      summary: 'An endpoint no route module serves',
      auth: 'user',
      response: z.object({}),
    } as Endpoint;
    await expect(createTestApp({ build: { contractEndpoints: [...endpointList, missing] } })).rejects.toThrow(
      'These contract endpoints have no handler: unservedExample (GET /api/user/unserved-example)',
    );
  });
});

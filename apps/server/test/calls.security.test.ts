import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, patients } from '../src/db/schema/index.ts';
import { listCalls } from './callRequests.ts';
import { createTestApp, type TestApp } from './harness.ts';

const BOTH_LISTS = ['calls', 'calls/lean'] as const;

/** A seeded client of an organization that has calls. */
async function findCalledClient(testApp: TestApp, organizationId: number): Promise<number> {
  const [row] = await testApp.services.db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.organizationId, organizationId), isNotNull(patients.lastCallStartedAt)))
    .orderBy(asc(patients.id))
    .limit(1);
  if (!row) throw new Error('no seeded client with calls');
  return row.id;
}

describe('calls list: who may read', () => {
  it('answers 401 without a token, or with a forged one', async () => {
    const testApp = await createTestApp();
    const client = await findCalledClient(testApp, await testApp.organizationId('Demo Care'));
    for (const list of BOTH_LISTS) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/api/user/patient/${client}/call/${list}`,
          headers,
        });
        expect(response.statusCode, list).toBe(401);
        expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
        expect(response.body).not.toContain('calls');
      }
    }
  });

  it('answers another organization’s client exactly like one that does not exist', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const northClient = await findCalledClient(testApp, north);
    const admin = await testApp.signIn('admin@demo.test');
    for (const list of BOTH_LISTS) {
      const foreign = await admin.inject({
        method: 'GET',
        url: `/api/user/patient/${northClient}/call/${list}`,
        organizationId: demoCare,
      });
      const missing = await admin.inject({
        method: 'GET',
        url: `/api/user/patient/987654/call/${list}`,
        organizationId: demoCare,
      });
      expect(foreign.statusCode, list).toBe(404);
      expect(foreign.body).toBe(missing.body);
    }
    // Nothing about the foreign client is written to the audit log as read.
    const reads = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_calls_read'), eq(auditLog.clientId, northClient)));
    expect(reads).toEqual([]);
  });

  it('refuses an organization the user does not belong to before looking at the client', async () => {
    const testApp = await createTestApp();
    const north = await testApp.organizationId('Demo Care North');
    const northClient = await findCalledClient(testApp, north);
    const operator = await testApp.signIn('operator@demo.test');
    for (const list of BOTH_LISTS) {
      const response = await operator.inject({
        method: 'GET',
        url: `/api/user/patient/${northClient}/call/${list}`,
        organizationId: north,
      });
      expect(response.statusCode, list).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ORGANIZATION_FORBIDDEN' });
    }
  });

  it('lets every role of the organization read, and a parent organization’s admin read its child’s clients', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const north = await testApp.organizationId('Demo Care North');
    const client = await findCalledClient(testApp, demoCare);
    for (const email of ['operator@demo.test', 'agent@demo.test', 'admin@demo.test', 'super@demo.test']) {
      const session = await testApp.signIn(email);
      expect((await listCalls(session, demoCare, client)).length, email).toBeGreaterThan(0);
    }
    const admin = await testApp.signIn('admin@demo.test');
    const northClient = await findCalledClient(testApp, north);
    const northCalls = await listCalls(admin, north, northClient, { lean: true });
    expect(northCalls.length).toBeGreaterThan(0);
    expect(northCalls.every((call) => call.patient_id === northClient)).toBe(true);
  });
});

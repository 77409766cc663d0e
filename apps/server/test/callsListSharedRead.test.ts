import { randomUUID } from 'node:crypto';
import type { CallListItem } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, callRecordings } from '../src/db/schema/index.ts';
import { findUserId, insertCalls } from './callRequests.ts';
import { createTestApp, type TestSession } from './harness.ts';
import { createPatient } from './patientRequests.ts';

const REQUESTS = 20;

async function setUp() {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  const admin = await testApp.signIn('admin@demo.test');
  const patientId = await createPatient(operator, demoCare);
  const [recorded] = await insertCalls(testApp, { organizationId: demoCare, patientId }, [
    { startDate: new Date('2026-03-01T10:00:00Z') },
  ]);
  const fileId = randomUUID();
  await testApp.services.db.insert(callRecordings).values({
    callId: recorded ?? 0,
    organizationId: demoCare,
    fileId,
    storageKey: `calls/${fileId}.wav`,
    sizeBytes: 0,
    durationMs: 8_000,
  });
  return { testApp, demoCare, operator, admin, patientId };
}

async function readCallsList(session: TestSession, organizationId: number, patientId: number, lean = false) {
  const response = await session.inject({
    method: 'GET',
    url: `/api/user/patient/${patientId}/call/calls${lean ? '/lean' : ''}`,
    organizationId,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ calls: CallListItem[] }>().calls;
}

describe('calls list: concurrent identical reads', () => {
  for (const lean of [false, true]) {
    it(`share one read, yet each sees every call written before it asked (${lean ? 'lean' : 'full'} list)`, async () => {
      const { testApp, demoCare, operator, admin, patientId } = await setUp();
      const before = Array.from({ length: REQUESTS }, () => readCallsList(operator, demoCare, patientId, lean));
      // Committed while the first requests are under way: every request made after it must list this call.
      const [added] = await insertCalls(testApp, { organizationId: demoCare, patientId }, [
        { startDate: new Date('2026-03-02T10:00:00Z') },
      ]);
      const after = Array.from({ length: REQUESTS }, () => readCallsList(operator, demoCare, patientId, lean));
      const byAdmin = readCallsList(admin, demoCare, patientId, lean);
      const answered = await Promise.all(after);
      for (const calls of answered) expect(calls.map((call) => call.id)).toContain(added);
      await Promise.all(before);
      const adminCalls = await byAdmin;

      // Every request is audited as its user's: one entry per user and shared read, counting the requests it answered.
      const entries = await testApp.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'client_calls_read'), eq(auditLog.clientId, patientId)));
      const operatorId = await findUserId(testApp, 'operator@demo.test');
      const adminId = await findUserId(testApp, 'admin@demo.test');
      const operatorEntries = entries.filter((entry) => entry.userId === operatorId);
      const reads = (entry: (typeof entries)[number]) => (entry.detail as { reads: number }).reads;
      expect(operatorEntries.reduce((sum, entry) => sum + reads(entry), 0)).toBe(2 * REQUESTS);
      // Concurrent identical reads shared the database's read: far fewer statements than requests.
      expect(operatorEntries.length).toBeLessThan(REQUESTS);
      for (const entry of operatorEntries) {
        expect(entry.detail).toMatchObject({ count: expect.any(Number), ...(lean ? { lean: true } : {}) });
        expect(entry.organizationId).toBe(demoCare);
      }
      expect(entries.filter((entry) => entry.userId === adminId).map(reads)).toEqual([1]);

      // The recording links of a shared read are still signed for each caller.
      const operatorLink = answered[0]?.find((call) => call.temp_download_link)?.temp_download_link;
      const adminLink = adminCalls.find((call) => call.temp_download_link)?.temp_download_link;
      expect(new URL(operatorLink ?? 'http://x').searchParams.get('user')).toBe(String(operatorId));
      expect(new URL(adminLink ?? 'http://x').searchParams.get('user')).toBe(String(adminId));
    });
  }

  it('keeps another organization’s client a 404 inside a shared read, with no audit entry', async () => {
    const { testApp, demoCare, operator, patientId } = await setUp();
    const north = await testApp.organizationId('Demo Care North');
    const northAdmin = await testApp.signIn('admin@demo.test');
    const own = Array.from({ length: 5 }, () => readCallsList(operator, demoCare, patientId));
    const foreign = await Promise.all(
      Array.from({ length: 5 }, () =>
        northAdmin.inject({ method: 'GET', url: `/api/user/patient/${patientId}/call/calls`, organizationId: north }),
      ),
    );
    await Promise.all(own);
    for (const response of foreign) expect(response.statusCode).toBe(404);
    const northEntries = await testApp.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client_calls_read'), eq(auditLog.organizationId, north)));
    expect(northEntries).toEqual([]);
  });
});

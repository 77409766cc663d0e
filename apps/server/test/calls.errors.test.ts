import { describe, expect, it } from 'vitest';
import { createTestApp, type TestSession } from './harness.ts';
import { createPatient } from './patientRequests.ts';

interface ErrorBody {
  error: string;
  code: string;
  fields?: { path: string; message: string }[];
}

async function setUp() {
  const testApp = await createTestApp();
  const demoCare = await testApp.organizationId('Demo Care');
  const operator = await testApp.signIn('operator@demo.test');
  const patientId = await createPatient(operator, demoCare);
  return { demoCare, operator, patientId };
}

async function expectError(session: TestSession, url: string, organizationId: number, status: number) {
  const response = await session.inject({ method: 'GET', url, organizationId });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json<ErrorBody>();
}

const BOTH_LISTS = ['calls', 'calls/lean'] as const;

describe('calls list: invalid queries are a 400 naming the field', () => {
  it.each([
    ['startTime=yesterday', 'startTime'],
    ['startTime=2026-03-01', 'startTime'],
    ['endTime=2026-03-01T10:00:00', 'endTime'],
    ['limit=0', 'limit'],
    ['limit=-3', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=ten', 'limit'],
    ['order=newest', 'order'],
    ['minDuration=1.5', 'minDuration'],
    ['minDuration=1.5&durationUnit=minutes', 'minDuration'],
    ['minDuration=-1', 'minDuration'],
    ['minDuration=86401', 'minDuration'],
    ['minDuration=long', 'minDuration'],
    ['minDuration=1e3', 'minDuration'],
    ['durationUnit=hours', 'durationUnit'],
    ['status=busy', 'status'],
    ['startTime=2026-03-02T00:00:00Z&endTime=2026-03-01T00:00:00Z', 'endTime'],
  ])('?%s names %s', async (query, field) => {
    const { demoCare, operator, patientId } = await setUp();
    for (const list of BOTH_LISTS) {
      const body = await expectError(operator, `/api/user/patient/${patientId}/call/${list}?${query}`, demoCare, 400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.fields?.map((problem) => problem.path)).toEqual([field]);
      expect(body.fields?.[0]?.message).toBeTruthy();
    }
  });

  it('names a client id that is not a number', async () => {
    const { demoCare, operator } = await setUp();
    const body = await expectError(operator, '/api/user/patient/abc/call/calls', demoCare, 400);
    expect(body.fields?.map((problem) => problem.path)).toEqual(['patientId']);
  });

  it('answers 404 for a client that does not exist', async () => {
    const { demoCare, operator } = await setUp();
    for (const list of BOTH_LISTS) {
      const body = await expectError(operator, `/api/user/patient/987654/call/${list}`, demoCare, 404);
      expect(body).toEqual({ error: 'Patient not found', code: 'NOT_FOUND' });
    }
  });
});

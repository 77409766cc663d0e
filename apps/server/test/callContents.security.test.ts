import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, callNotes, callTranscriptions } from '../src/db/schema/index.ts';
import { createCallWithTranscript, TRANSCRIPT } from './callContentFixtures.ts';
import { createTestApp } from './harness.ts';

/** Every call-content route, as method, path below the call (or the client) and body. */
function routesOf(
  patientId: number,
  callId: number,
): { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: Record<string, unknown> }[] {
  const call = `/api/user/patient/${patientId}/call/${callId}`;
  return [
    { method: 'GET', url: call },
    { method: 'POST', url: `${call}/batch/b1` },
    { method: 'GET', url: `${call}/transcription` },
    { method: 'PUT', url: `${call}/transcription`, payload: { transcriptionContent: TRANSCRIPT, version: 1 } },
    { method: 'GET', url: `${call}/transcription/category` },
    { method: 'GET', url: `${call}/note` },
    { method: 'PUT', url: `${call}/note`, payload: { note_body: 'x' } },
    { method: 'GET', url: `${call}/questions` },
    { method: 'POST', url: `${call}/questions`, payload: { questionnaire: [] } },
    { method: 'PUT', url: `${call}/questions`, payload: { questionnaire: [] } },
    { method: 'GET', url: `/api/user/patient/${patientId}/call/notes` },
    { method: 'GET', url: `/api/user/patient/${patientId}/activityLog` },
  ];
}

describe('call contents: who may read and write', () => {
  it('answers 401 to every route without a valid token', async () => {
    const testApp = await createTestApp();
    const { patientId, callId } = await createCallWithTranscript(testApp, 'Demo Care');
    for (const route of routesOf(patientId, callId)) {
      const response = await testApp.app.inject({ ...route, headers: { authorization: 'Bearer forged' } });
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  it('answers another organization’s client and call exactly like missing ones, and writes nothing', async () => {
    const testApp = await createTestApp();
    const north = await createCallWithTranscript(testApp, 'Demo Care North');
    const own = await createCallWithTranscript(testApp, 'Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const foreignRoutes = routesOf(north.patientId, north.callId);
    const missingRoutes = routesOf(987_654, 98_765_432);
    // The foreign call under one of our own clients: found by neither.
    const crossedRoutes = routesOf(own.patientId, north.callId);
    const missingCallRoutes = routesOf(own.patientId, 98_765_432);
    for (const [index, route] of foreignRoutes.entries()) {
      const foreign = await admin.inject({ ...route, organizationId: own.organizationId });
      const missing = await admin.inject({
        ...missingRoutes[index],
        organizationId: own.organizationId,
      } as InjectOptions);
      expect(foreign.statusCode, route.url).toBe(missing.statusCode);
      expect(foreign.body, route.url).toBe(missing.body);
      expect(foreign.statusCode, route.url).toBe(404);
      const crossed = await admin.inject({
        ...crossedRoutes[index],
        organizationId: own.organizationId,
      } as InjectOptions);
      const missingCall = await admin.inject({
        ...missingCallRoutes[index],
        organizationId: own.organizationId,
      } as InjectOptions);
      expect(crossed.statusCode, crossedRoutes[index]?.url).toBe(missingCall.statusCode);
      expect(crossed.body, crossedRoutes[index]?.url).toBe(missingCall.body);
    }
    const { db } = testApp.services;
    expect(await db.select().from(callNotes).where(eq(callNotes.callId, north.callId))).toEqual([]);
    const [transcript] = await db.select().from(callTranscriptions).where(eq(callTranscriptions.callId, north.callId));
    expect(transcript?.version).toBe(1);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, north.patientId), inArray(auditLog.organizationId, [own.organizationId])));
    expect(audits).toEqual([]);
  });

  it('refuses an organization the user does not belong to with 403 before looking at the client', async () => {
    const testApp = await createTestApp();
    const north = await createCallWithTranscript(testApp, 'Demo Care North');
    const operator = await testApp.signIn('operator@demo.test');
    for (const route of routesOf(north.patientId, north.callId)) {
      const response = await operator.inject({ ...route, organizationId: north.organizationId });
      expect(response.statusCode, route.url).toBe(403);
    }
  });

  it('lets the other organization’s own staff reach its call', async () => {
    const testApp = await createTestApp();
    const north = await createCallWithTranscript(testApp, 'Demo Care North');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    const response = await northAdmin.inject({
      method: 'GET',
      url: `/api/user/patient/${north.patientId}/call/${north.callId}/transcription`,
      organizationId: north.organizationId,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

import { defineEndpoint, idParamSchema } from '@carecall/api-client';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../src/audit/auditActions.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { registerEndpoint } from '../src/http/registerEndpoint.ts';
import { createTestApp } from './harness.ts';
import { createPatient } from './patientRequests.ts';
import { createProviderBrowser, startListeningApp } from './providerSignIn.ts';

/** A client read as later client routes declare it: one option names the action and where the client id is. */
const readClient = defineEndpoint({
  id: 'test.readClient',
  service: 'therapy',
  method: 'GET',
  path: '/test-only/client/:patientId',
  summary: 'Test: reads a client',
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  response: z.object({ patientId: z.number() }),
});

/** A change that audits from inside the handler, with details. */
const renameClient = defineEndpoint({
  id: 'test.renameClient',
  service: 'therapy',
  method: 'PUT',
  path: '/test-only/client/:patientId',
  summary: 'Test: changes a client',
  auth: 'user',
  params: z.object({ patientId: idParamSchema }),
  body: z.object({ first_name: z.string().min(2) }),
  response: z.object({ ok: z.literal(true) }),
});

function createApp() {
  return createTestApp({
    build: {
      registerRoutes(app) {
        registerEndpoint(app, readClient, ({ params }) => ({ patientId: params.patientId }), {
          audit: { action: AUDIT_ACTIONS.clientRead, clientId: ({ params }) => params.patientId },
        });
        registerEndpoint(app, renameClient, async ({ params }, { audit }) => {
          await audit({
            action: AUDIT_ACTIONS.clientUpdated,
            clientId: params.patientId,
            detail: { fields: ['first_name'] },
          });
          return { ok: true as const };
        });
      },
    },
  });
}

describe('the audit log', () => {
  it('records each read and change of client data with who, which organization, which client and when', async () => {
    const testApp = await createApp();
    const north = await testApp.organizationId('Demo Care North');
    const admin = await testApp.signIn('admin@demo.test');
    const before = testApp.services.now();
    expect(
      (await admin.inject({ method: 'GET', url: '/api/test-only/client/42', organizationId: north })).statusCode,
    ).toBe(200);
    await admin.inject({
      method: 'PUT',
      url: '/api/test-only/client/42',
      organizationId: north,
      payload: { first_name: 'Ada' },
    });
    const entries = (
      await admin.inject({ method: 'GET', url: '/api/admin/audit?clientId=42', organizationId: north })
    ).json().entries;
    expect(entries).toMatchObject([
      {
        action: 'client_updated',
        client_id: 42,
        organization_id: north,
        user_email: 'admin@demo.test',
        detail: { fields: ['first_name'] },
      },
      { action: 'client_read', client_id: 42, organization_id: north, user_email: 'admin@demo.test' },
    ]);
    expect(new Date(entries[1].at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1_000);
  });

  it('records nothing for a refused or invalid request', async () => {
    const testApp = await createApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const northAdmin = await testApp.signIn('north-admin@demo.test');
    await northAdmin.inject({ method: 'GET', url: '/api/test-only/client/42', organizationId: demoCare });
    await northAdmin.inject({ method: 'PUT', url: '/api/test-only/client/42', payload: { first_name: 'A' } });
    await testApp.app.inject({ method: 'GET', url: '/api/test-only/client/42' });
    expect(await testApp.services.db.query.auditLog.findMany()).toEqual([]);
  });

  it('fails the request rather than answer client data it could not record', async () => {
    const testApp = await createApp();
    const admin = await testApp.signIn('admin@demo.test');
    const { db } = testApp.services;
    testApp.services.db = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'insert') return () => ({ values: () => Promise.reject(new Error('disk full')) });
        return Reflect.get(target, property, receiver);
      },
    });
    const response = await admin.inject({ method: 'GET', url: '/api/test-only/client/42' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('patientId');
  });

  it('records sign-ins at the built-in provider, failed ones too, in the user’s organization', async () => {
    const { base, services, signIn, organizationId } = await startListeningApp();
    const browser = createProviderBrowser(base);
    expect((await browser.submitSignIn('operator@demo.test', 'wrong-password')).status).toBe(401);
    expect((await browser.submitSignIn('nobody@demo.test', 'demo-password')).status).toBe(401);
    expect((await browser.submitSignIn('operator@demo.test', 'demo-password')).status).toBe(303);
    const demoCare = await organizationId('Demo Care');
    const rows = await services.db.query.auditLog.findMany({ orderBy: (table, { asc }) => asc(table.id) });
    expect(rows.map(({ action, organizationId: organization, detail }) => ({ action, organization, detail }))).toEqual([
      {
        action: 'sign_in_failed',
        organization: demoCare,
        detail: { via: 'builtin', email: 'operator@demo.test', ip: '127.0.0.1' },
      },
      {
        action: 'sign_in_failed',
        organization: null,
        detail: { via: 'builtin', email: 'nobody@demo.test', ip: '127.0.0.1' },
      },
      { action: 'sign_in', organization: demoCare, detail: { via: 'builtin', ip: '127.0.0.1' } },
    ]);
    const admin = await signIn('admin@demo.test');
    const listed = (await admin.inject({ method: 'GET', url: '/api/admin/audit?action=sign_in' })).json();
    expect(listed.entries).toMatchObject([{ user_email: 'operator@demo.test', organization_id: demoCare }]);
  });
});

describe('audit entries of client routes', () => {
  it('name a tag that changed but never hold its value: a consent decision and its reason are the client’s', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const operator = await testApp.signIn('operator@demo.test');
    const patientId = await createPatient(operator, demoCare);
    const reason = 'weekly calls too frequent';
    const url = `/api/user/patient/${patientId}/tag`;
    for (const [method, payload] of [
      ['POST', { name: 'consent call', params: 'accepted', description: null, version: 1 }],
      ['PUT', { name: 'consent call', params: 'declined', description: reason, version: 2 }],
      ['DELETE', { name: 'consent call', version: 3 }],
    ] as const) {
      const response = await operator.inject({ method, url, organizationId: demoCare, payload });
      expect(response.statusCode, response.body).toBe(200);
    }
    const rows = await testApp.services.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.clientId, patientId))
      .orderBy(auditLog.id);
    const tagRows = rows.filter((row) => row.action.startsWith('client_tag_'));
    expect(tagRows.map((row) => row.action)).toEqual(['client_tag_added', 'client_tag_updated', 'client_tag_removed']);
    for (const row of tagRows) {
      expect(row.detail).toMatchObject({ tag: 'consent call' });
      const text = JSON.stringify(row.detail);
      for (const value of ['accepted', 'declined', reason]) expect(text).not.toContain(value);
    }
  });

  it('record a speech request that read a client’s name to fill a text in, and nothing for one without a client', async () => {
    const testApp = await createTestApp();
    const demoCare = await testApp.organizationId('Demo Care');
    const admin = await testApp.signIn('admin@demo.test');
    const patientId = await createPatient(admin, demoCare);
    const listed = await admin.inject({ method: 'GET', url: '/bot/questionnaire', organizationId: demoCare });
    const weekly = listed
      .json<{ questionnaires: { id: number; name: string }[] }>()
      .questionnaires.find((entry) => entry.name === 'Weekly check-in');
    expect(weekly).toBeDefined();
    const speechRows = () =>
      testApp.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, AUDIT_ACTIONS.clientReadForSpeech)));
    for (const path of ['/bot/speech/question', '/bot/speech/vertex']) {
      const anonymous = await admin.inject({
        method: 'POST',
        url: path,
        organizationId: demoCare,
        payload: { questionnaireId: weekly?.id, vertex: 'auto_generated_1' },
      });
      expect(anonymous.statusCode, anonymous.body).toBe(200);
    }
    expect(await speechRows()).toEqual([]);
    for (const path of ['/bot/speech/question', '/bot/speech/vertex']) {
      const filled = await admin.inject({
        method: 'POST',
        url: path,
        organizationId: demoCare,
        payload: { questionnaireId: weekly?.id, vertex: 'auto_generated_1', patientId },
      });
      expect(filled.statusCode, filled.body).toBe(200);
    }
    const rows = await speechRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        clientId: patientId,
        organizationId: demoCare,
        detail: { questionnaireId: weekly?.id, vertex: 'auto_generated_1' },
      });
    }
  });
});
